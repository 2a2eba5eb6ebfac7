import { useEffect } from 'react';
import { generateShades, themeCssVariables } from '#core/settings';
import { useSettings } from '../hooks/app-context.tsx';

/**
 * Puts the settings on <html>: class `dark` for the dark theme, `color-weak` for colour-weak mode
 * (filter invert 80%), and the 10 shades of the theme colour as --primary-1..10 (the dark palette
 * in dark mode, so the colour glows less on a dark background).
 */
export function useApplyTheme(): void {
  const { settings } = useSettings();
  const { theme, colorWeak, themeColor } = settings;
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.classList.toggle('color-weak', colorWeak);
    let vars: Record<string, string>;
    try {
      vars = themeCssVariables(generateShades(themeColor, { dark: theme === 'dark' }));
    } catch {
      return; // A malformed stored colour keeps the stylesheet's default shades.
    }
    for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  }, [theme, colorWeak, themeColor]);
}
