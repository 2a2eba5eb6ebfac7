import { useState } from 'react';
import { setUserEnabled, unlockUser } from '#core/api';
import type { SystemUser, WithPendingReview } from '#core/types';
import { useApi, useT } from '../../hooks/app-context.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useReviewNotice } from '../../components/data/review/use-review-notice.ts';
import type { RowAction } from '../../components/data/use-row-commands.ts';
import { useSubmit } from '../../components/data/use-submit.ts';
import { ResetPasswordDialog } from './components/reset-password-dialog.tsx';

/**
 * What an operator does to a system user, declared once for the list's palette commands and keys
 * and the drawer's buttons: unlock, disable (asks first) or enable, reset the password (its own
 * dialog asks for the new one twice), edit.
 */
export function useUserActions({
  onEdit,
  onChanged,
}: {
  onEdit(u: SystemUser): void;
  /** A change went through: `u` is the user as the server now has it. */
  onChanged(u: SystemUser): void;
}) {
  const api = useApi();
  const { t } = useT();
  const submit = useSubmit({ inline: false });
  const [resetting, setResetting] = useState<SystemUser | null>(null);
  const notice = useReviewNotice('AdminGrantList');

  // Another person's change to an administrator is filed, not applied: say so, with the way there.
  const change = async (
    u: SystemUser,
    run: (u: SystemUser) => Promise<SystemUser & WithPendingReview>,
    doneKey: string,
  ) => {
    const r = await submit.run(() => run(u));
    if (r.ok) {
      if (r.value.pendingReview) notice(u.username, r.value.pendingReview);
      else toast.success(t(doneKey, { name: u.username }));
      onChanged(r.value);
    }
  };

  const actions: RowAction<SystemUser>[] = [
    {
      id: 'unlock',
      title: () => t('users.action.unlock'),
      shortcut: ['u'],
      icon: 'lock',
      keywords: ['unlock', '解锁'],
      when: (u) => u.status === 'locked' || (u.lockedAddresses ?? 0) > 0,
      run: (u) => change(u, (x) => unlockUser(api, x.id, x.version), 'users.done.unlocked'),
    },
    {
      id: 'toggle',
      icon: 'swap',
      title: (u) => t(u.status === 'disabled' ? 'users.action.enable' : 'users.action.disable'),
      shortcut: ['d'],
      keywords: ['disable', 'enable', '停用', '启用'],
      confirm: (u) => u.status !== 'disabled',
      run: (u) =>
        change(
          u,
          (x) => setUserEnabled(api, x.id, x.status === 'disabled', x.version),
          u.status === 'disabled' ? 'users.done.enabled' : 'users.done.disabled',
        ),
    },
    {
      id: 'reset-password',
      title: () => t('users.action.resetPassword'),
      shortcut: ['shift', 'p'],
      icon: 'shield',
      keywords: ['password', 'reset', '密码', '重置'],
      run: (u) => setResetting(u),
    },
    {
      id: 'edit',
      title: () => t('users.action.edit'),
      shortcut: ['e'],
      icon: 'form',
      keywords: ['edit', '编辑'],
      primary: true,
      run: (u) => onEdit(u),
    },
  ];

  const dialogs = resetting && (
    <ResetPasswordDialog
      user={resetting}
      onClose={() => setResetting(null)}
      onDone={(next) => {
        setResetting(null);
        onChanged(next);
      }}
    />
  );
  return { actions, pending: submit.pending, dialogs };
}
