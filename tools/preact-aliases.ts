/**
 * The console is written against React's API and runs on Preact (preact/compat): every bundle of
 * browser code (web/build.ts, the sign-in prerender in tools/prerender-login.ts, the web unit tests
 * in vitest.config.ts) maps React's entry points to Preact's own. React 19's react-dom client alone
 * was ~64 KB gzip of /login's 116 KB; preact, its hooks, compat and JSX runtime together are
 * ~10 KB (docs/BUILD.md). The `qy` CLI (ink) still bundles React: these aliases are for the
 * console only.
 */
export const PREACT_ALIASES: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  // compat's runtime is preact's with compat's prop normalisations loaded first.
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
};
