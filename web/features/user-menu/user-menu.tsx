/**
 * The user menu (seed §2): switch roles (locally, as the seed says; the server still enforces),
 * user center, user settings, logout (server call, then always clear; go to login).
 */
import type { Role } from '#core/access';
import { useServices, useSession, useT } from '../../hooks/app-context.tsx';
import { useLogout } from '../../hooks/use-logout.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { toast } from '../../components/ui/toast.ts';
import { Avatar } from '../../components/ui/avatar.tsx';

export function UserMenu({
  onOpenProfile,
  onOpenSettings,
}: {
  onOpenProfile(): void;
  onOpenSettings(): void;
}) {
  const { t } = useT();
  const { user, role } = useSession();
  const { sessionStore } = useServices();
  const logout = useLogout();
  const name = user?.name || user?.username || '';

  const switchRole = (next: Role) => {
    if (next === role) return;
    sessionStore.switchRole(next);
    toast.success(t('shell.user.roleSwitched', { role: t(`role.${next}`) }));
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="ml-1 flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-surface-3 data-[state=open]:bg-surface-3">
        <Avatar name={name} src={user?.avatar || undefined} size={28} />
        <span className="hidden max-w-24 truncate text-sm text-fg xl:inline">{name}</span>
        <span className="sr-only">{t('shell.navbar.userMenu')}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <div className="flex items-center gap-2.5 px-2 py-2">
          <Avatar name={name} src={user?.avatar || undefined} size={36} />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-fg">{name}</p>
            <p className="truncate text-xs text-fg-3">
              {t('shell.user.currentRole', { role: role ? t(`role.${role}`) : '—' })}
            </p>
          </div>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          icon="swap"
          onSelect={() => switchRole(role === 'admin' ? 'user' : 'admin')}
          trailing={
            <span className="text-xs text-fg-3">
              {t(`role.${role === 'admin' ? 'user' : 'admin'}`)}
            </span>
          }
        >
          {t('shell.user.switchRoles')}
        </DropdownMenuItem>
        <DropdownMenuItem icon="user" onSelect={onOpenProfile}>
          {t('shell.user.userCenter')}
        </DropdownMenuItem>
        <DropdownMenuItem icon="settings" onSelect={onOpenSettings}>
          {t('shell.user.userSettings')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon="logout" onSelect={() => void logout()}>
          {t('shell.user.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
