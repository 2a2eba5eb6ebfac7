import { useMemo } from 'react';
import type { MenuEntry } from '#core/types';
import { useSession, useSettings } from '../hooks/app-context.tsx';
import { usePageSource } from './page-source.ts';
import { buildMenu, type MenuNode } from './menu-model.ts';

export function useMenu(): MenuNode[] {
  const { role } = useSession();
  const { settings } = useSettings();
  const { menuFromServer, serverMenu } = settings;
  const { hasPage } = usePageSource();
  return useMemo(
    () => buildMenu({ menuFromServer, serverMenu: serverMenu as MenuEntry[], role, hasPage }),
    [menuFromServer, serverMenu, role, hasPage],
  );
}
