/**
 * The keyboard layer: Ctrl/⌘+K opens the palette anywhere (even in a field); outside fields,
 * `?` shows the shortcut sheet, `/` focuses the visible page's filter ([data-page-filter]),
 * `[` / `]` switch tabs, and every command with `hotkey` and a shortcut (e.g. `g d`) runs from its
 * key sequence. Keys typed while an IME composes, in inputs, or while a dialog is open are left alone.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { ROUTES } from '#core/access';
import { useCommands } from '../hooks/use-commands.ts';
import { useShell } from '../hooks/shell.ts';
import { useSession, useT } from '../hooks/app-context.tsx';
import { usePermittedRoutes } from '../hooks/use-permitted-routes.ts';
import { toast } from '../components/ui/toast.ts';
import { usePageSource } from './page-source.ts';
import { needsAdministrator } from '../lib/denied-route.ts';
import {
  createSequenceMatcher,
  detectMac,
  eventToChord,
  isComposing,
  isEditableTarget,
  toChords,
} from '../lib/hotkeys.ts';
import type { CommandDef } from '../lib/commands.ts';

function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"],[role="alertdialog"],[role="menu"]') !== null;
}

function focusPageFilter(): boolean {
  // Hidden (cached) tabs keep their filters in the DOM: take the first one actually shown.
  const el = Array.from(document.querySelectorAll<HTMLElement>('main [data-page-filter]')).find(
    (candidate) => candidate.getClientRects().length > 0,
  );
  if (!el) return false;
  el.focus();
  if (el instanceof HTMLInputElement) el.select();
  return true;
}

export function useGlobalHotkeys(): void {
  const shell = useShell();
  const commands = useCommands();
  const isMac = useMemo(() => detectMac(navigator.platform || navigator.userAgent), []);
  const denied = useDeniedShortcuts();
  const bindings = useMemo(
    () =>
      [...commands, ...denied]
        .filter((c) => c.hotkey && c.shortcut?.length)
        .map((c) => ({ chords: toChords(c.shortcut as string[]), value: c })),
    [commands, denied],
  );
  // One matcher for the session: a page registering its commands between `g` and `d` (it loads
  // while the operator types) swaps the bindings without dropping the pending `g`.
  const [matcher] = useState(() => createSequenceMatcher<CommandDef>([]));
  matcher.setBindings(bindings);
  const latest = useRef({ shell, matcher });
  latest.current = { shell, matcher };

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (isComposing(e) || e.defaultPrevented) return;
      const chord = eventToChord(e, isMac);
      if (!chord) return;
      const { shell: s, matcher: m } = latest.current;
      if (chord === 'mod+k') {
        e.preventDefault();
        // An alert (e.g. 'Confirm exit') must be answered first.
        if (document.querySelector('[role="alertdialog"]')) return;
        s.openPalette();
        return;
      }
      if (isEditableTarget(e.target) || dialogOpen()) return;
      if (chord.includes('+') && !chord.startsWith('shift+')) return;
      const result = m.feed(chord, e.timeStamp || performance.now());
      if (result.kind === 'match') {
        e.preventDefault();
        void result.value.run();
        return;
      }
      if (result.kind === 'pending') {
        e.preventDefault();
        return;
      }
      switch (chord) {
        case '?':
          e.preventDefault();
          s.openShortcuts();
          return;
        case '/':
          if (focusPageFilter()) e.preventDefault();
          return;
        case '[':
          e.preventDefault();
          s.cycleTab(-1);
          return;
        case ']':
          e.preventDefault();
          s.cycleTab(1);
          return;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isMac]);
}

/**
 * `g <key>` of a page the role may not open says so instead of doing nothing (issue 9). These are
 * bound as keys only: the palette and the `?` sheet list what the operator can use.
 */
function useDeniedShortcuts(): CommandDef[] {
  const { t } = useT();
  const { role } = useSession();
  const { hasPage } = usePageSource();
  const permitted = usePermittedRoutes();
  return useMemo(() => {
    const open = new Set(permitted.map((r) => r.name));
    return ROUTES.filter(
      (r) => r.meta.shortcut && r.meta.requiresAuth && hasPage(r.name) && !open.has(r.name),
    ).map((r) => ({
      id: `denied:${r.name}`,
      title: t(r.meta.locale),
      group: 'navigate' as const,
      shortcut: ['g', r.meta.shortcut as string],
      hotkey: true,
      run: () => {
        const values = { page: t(r.meta.locale), role: t(`role.${role}`) };
        // A page for administrators says so (issue 26); others keep the role's plain refusal.
        toast.warning(
          role && needsAdministrator(r, role)
            ? t('shell.denied.needsAdmin', values)
            : t('kit.nav.notPermitted', values),
        );
      },
    }));
  }, [permitted, hasPage, role, t]);
}
