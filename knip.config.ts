/**
 * knip: no unused file, export, type or dependency in core/, web/, cli/, server/ and tools/ (run by
 * `npm run lint`). Tests and benches are analysed as users of that code (an export used only by
 * its test counts as used) but not reported on.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    'web/main.tsx',
    // Route pages: web/app/page-registry.ts imports them through one template string.
    'web/features/*/*-page.tsx',
    // Bundled for Node by tools/prerender-login.ts.
    'web/prerender/login-shell.tsx',
    'server/main.ts',
    'server/admin/main.ts',
    'server/build.ts',
    'cli/main.ts',
    'cli/start.ts',
    'cli/build.ts',
    'tools/build-web.ts',
    'tools/complete-lock.ts',
    'bench/**/run.ts',
  ],
  project: [
    'core/**/*.ts',
    'web/**/*.{ts,tsx}',
    'cli/**/*.{ts,tsx}',
    'server/**/*.ts',
    'tools/**/*.ts',
    'tests/**/*.{ts,tsx}',
    'bench/**/*.ts',
  ],
  ignore: ['tests/**', 'bench/**'],
  // Used by path, not import: tools/build-web.ts runs the Tailwind CLI's file, web/styles/app.css
  // imports 'tailwindcss', tests/e2e/support/browser.ts unpacks the Chromium headless shell that
  // @sparticuz/chromium carries.
  ignoreDependencies: ['@tailwindcss/cli', 'tailwindcss', '@sparticuz/chromium'],
};

export default config;
