/**
 * index.html inlines the sign-in screen's CSS and loads the whole stylesheet without holding the
 * first paint (as media="print"; web/build.ts). The console switches it to "all" once it has
 * loaded (no inline onload: the Content-Security-Policy allows no inline handler) and renders only
 * then, so no other screen ever shows unstyled.
 */
export const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';

export function appStylesheetLoaded(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${APP_STYLESHEET_ATTRIBUTE}]`);
  if (!link || link.media === 'all') return Promise.resolve();
  if (link.sheet) {
    link.media = 'all';
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      link.media = 'all';
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    // A stylesheet that fails to load must not keep the console from starting.
    link.addEventListener('error', done, { once: true });
  });
}
