/** The user center: the signed-in user's fields from GET /sys/user/info, and the role note. */
import { useSession, useT } from '../../hooks/app-context.tsx';
import { DialogContent, DialogRoot } from '../../components/ui/dialog.tsx';
import { Tag } from '../../components/ui/badge.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';

export default function UserProfileDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t, formatDate } = useT();
  const { user, role } = useSession();
  const rows: [string, string | undefined][] = user
    ? [
        ['shell.user.profile.username', user.username],
        ['shell.user.profile.role', user.role ? t(`role.${user.role}`) : ''],
        ['shell.user.profile.organization', user.organizationName || user.organization],
        ['shell.user.profile.job', user.jobName || user.job],
        ['shell.user.profile.email', user.email],
        ['shell.user.profile.phone', user.phone],
        ['shell.user.profile.accountId', user.accountId],
        [
          'shell.user.profile.registrationDate',
          user.registrationDate ? formatDate(user.registrationDate) : '',
        ],
        ['shell.user.profile.location', user.locationName || user.location],
        ['shell.user.profile.introduction', user.introduction],
      ]
    : [];
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('shell.user.profile.title')}
        closeLabel={t('common.close')}
        className="w-[min(92vw,520px)]"
      >
        {user && (
          <div className="flex flex-col gap-4 pb-3">
            <div className="flex items-center gap-3">
              <Avatar name={user.name || user.username} src={user.avatar || undefined} size={48} />
              <div>
                <p className="text-base font-semibold text-fg">{user.name || user.username}</p>
                <p className="mt-0.5 flex items-center gap-2 text-xs text-fg-3">
                  {t('shell.user.currentRole', { role: '' })}
                  <Tag color="primary">{role ? t(`role.${role}`) : '—'}</Tag>
                </p>
              </div>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-fg-3">{t(label)}</dt>
                  <dd className="min-w-0 break-words text-fg">{value || '—'}</dd>
                </div>
              ))}
            </dl>
            <p className="rounded-md bg-surface-2 px-3 py-2 text-xs text-fg-2">
              {t('shell.user.profile.roleNote')}
            </p>
          </div>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
