/**
 * The whole stylesheet, off the sign-in's path: index.html inlines the sign-in screen's CSS and
 * names the stylesheet in a <meta> (tools/build-web.ts); a script in its head links it at once on every
 * other address. The console waits for it before it shows anything else: the first render off
 * /login (web/main.tsx) and the lazy screens that /login can lead to (web/app/app.tsx).
 */
export const APP_STYLESHEET_META = 'qy-stylesheet';
const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';
const STYLESHEET_FAILED = 'data-failed';

let loading: Promise<void> | null = null;

/**
 * index.html's head script: links the stylesheet before the first paint on every address but the
 * sign-in's (its own CSS is inline there).
 */
export function stylesheetScript(loginPath: string): string {
  const meta = JSON.stringify(`meta[name="${APP_STYLESHEET_META}"]`);
  return `<script>(function(){if(location.pathname===${JSON.stringify(loginPath)})return;var k=document.createElement('link');k.rel='stylesheet';k.href=document.querySelector(${meta}).content;k.setAttribute(${JSON.stringify(APP_STYLESHEET_ATTRIBUTE)},'');k.addEventListener('error',function(){k.setAttribute(${JSON.stringify(STYLESHEET_FAILED)},'')});document.head.appendChild(k)})()</script>`;
}

/** Links the whole stylesheet (once) and resolves when it applies (or failed to load). */
export function loadAppStylesheet(): Promise<void> {
  if (loading) return loading;
  let link = document.querySelector<HTMLLinkElement>(`link[${APP_STYLESHEET_ATTRIBUTE}]`);
  const href = document.querySelector<HTMLMetaElement>(
    `meta[name="${APP_STYLESHEET_META}"]`,
  )?.content;
  if (!link && !href) return (loading = Promise.resolve()); // a page built without one
  // Loaded already, or failed (marked by index.html's script): nothing to wait for.
  if (link?.sheet || link?.hasAttribute(STYLESHEET_FAILED)) return (loading = Promise.resolve());
  if (!link) {
    link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href!;
    link.setAttribute(APP_STYLESHEET_ATTRIBUTE, '');
    document.head.appendChild(link);
  }
  const target = link;
  loading = new Promise((resolve) => {
    target.addEventListener('load', () => resolve(), { once: true });
    // A stylesheet that fails to load must not keep the console from starting.
    target.addEventListener('error', () => resolve(), { once: true });
  });
  return loading;
}
