/**
 * The prerendered sign-in screens in index.html: one per locale and theme, each in a <template>
 * with these ids. An inline script (pickerScript) copies the one that matches the browser's stored
 * state into #root before the first paint and marks #root with PRERENDERED_ATTRIBUTE; web/main.tsx
 * then hydrates it. When the stored state is one the prerender cannot match (signed in, another
 * address, a remembered username, a custom theme colour), #root stays empty and React renders it
 * as before.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const LOGIN_PATH = '/login';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export function variantId(locale: string, theme: Theme): string {
  return `qy-login-${locale}-${theme}`;
}
