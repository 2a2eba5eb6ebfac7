/**
 * The sign-in screen prerendered into index.html (web/prerender/login-variants.ts): bundles
 * web/prerender/login-shell.tsx for Node with the console build's own plugins (the same message
 * parts and precompiled ICU as the browser), renders each locale × theme, and returns the
 * <template>s plus the inline script that shows the matching one before the first paint.
 */
import { build, type Plugin } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TOKEN_STORAGE_KEY } from '#core/api';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '#core/i18n';
import { DEFAULT_SETTINGS, LOCALE_STORAGE_KEY, SETTINGS_STORAGE_KEY } from '#core/settings';
import { REMEMBER_KEY } from '../web/features/login/remembered-username.ts';
import {
  LOGIN_PATH,
  PRERENDERED_ATTRIBUTE,
  THEMES,
  variantId,
  type Theme,
} from '../web/prerender/login-variants.ts';
import { ROOT } from './dist.ts';

type Render = (locale: Locale, theme: Theme) => Promise<string>;

async function loadRenderer(plugins: Plugin[], dir: string): Promise<Render> {
  const outfile = join(dir, 'login-shell.mjs');
  await build({
    absWorkingDir: ROOT,
    entryPoints: [join(ROOT, 'web/prerender/login-shell.tsx')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.QY_BENCH': '"0"' },
    // react-dom's Node renderer is CommonJS that requires Node's own modules (stream, util): an ES
    // module bundle has no `require` of its own.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
    plugins,
  });
  const mod = (await import(pathToFileURL(outfile).href)) as { renderLoginScreen: Render };
  return mod.renderLoginScreen;
}

/**
 * Runs before the first paint, right after #root: the stored state decides which prerendered
 * screen matches what the browser will render (as web/main.tsx's services read it), or none. A
 * form sent before the console has taken the screen over (still aria-disabled) is held back: the
 * browser would otherwise reload the page with it.
 */
function pickerScript(): string {
  const keys = JSON.stringify({
    token: TOKEN_STORAGE_KEY,
    remember: REMEMBER_KEY,
    settings: SETTINGS_STORAGE_KEY,
    locale: LOCALE_STORAGE_KEY,
  });
  return `<script>(function(){try{var k=${keys},s=localStorage,r=document.getElementById('root');
if(location.pathname!==${JSON.stringify(LOGIN_PATH)}||s.getItem(k.token)||s.getItem(k.remember)!==null)return;
var o=JSON.parse(s.getItem(k.settings)||'{}')||{};
if(typeof o.themeColor==='string'&&o.themeColor.toUpperCase()!==${JSON.stringify(DEFAULT_SETTINGS.themeColor.toUpperCase())})return;
var l=s.getItem(k.locale);if(${JSON.stringify(SUPPORTED_LOCALES)}.indexOf(l)<0)l=${JSON.stringify(DEFAULT_LOCALE)};
var t=document.getElementById(${JSON.stringify(variantId('@l', 'light'))}.replace('@l',l).replace('light',o.theme==='dark'?'dark':'light'));
if(!t||!r||r.firstChild)return;r.appendChild(t.content.cloneNode(true));r.setAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)},'');
r.addEventListener('submit',function(e){if(e.target.closest('[aria-disabled="true"]'))e.preventDefault()},true);
}catch(e){}})()</script>`;
}

export interface PrerenderedLogin {
  /** Every variant's markup (what the critical CSS is made from). */
  markup: string;
  /** The templates and the picker, to sit right after `<div id="root"></div>` in index.html. */
  html: string;
}

export async function prerenderLogin(plugins: Plugin[]): Promise<PrerenderedLogin> {
  const dir = await mkdtemp(join(tmpdir(), 'qy-prerender-'));
  try {
    const render = await loadRenderer(plugins, dir);
    const screens: string[] = [];
    const templates: string[] = [];
    for (const locale of SUPPORTED_LOCALES)
      for (const theme of THEMES) {
        const html = await render(locale, theme);
        screens.push(html);
        templates.push(`<template id="${variantId(locale, theme)}">${html}</template>`);
      }
    return { markup: screens.join('\n'), html: [...templates, pickerScript()].join('\n    ') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
