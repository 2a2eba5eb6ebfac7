import { useState } from 'react';
import { getUser, setUserEnabled, unlockUser } from '#core/api';
import type { SystemUser } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { DetailDrawer, Fields, Section } from '../../../components/data/detail-drawer.tsx';
import { RecordStatus } from '../../../components/data/record-status.tsx';
import { useResource } from '../../../components/data/use-resource.ts';
import { confirmStep } from '../../../components/data/confirm-step.ts';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';

interface Props {
  id: string;
  revision: number;
  onClose(): void;
  onEdit(u: SystemUser): void;
  onChanged(): void;
}

/** One system user: fields, edit, disable/enable, unlock, reset password. */
export function UserDrawer({ id, revision, onClose, onEdit, onChanged }: Props) {
  const api = useApi();
  const { t, formatDateTime } = useT();
  const detail = useResource<SystemUser>(
    id ? (signal) => getUser(api, Number(id), { signal }) : null,
    [api, id, revision],
  );
  const u = detail.data && String(detail.data.id) === id ? detail.data : undefined;
  const action = useSubmit({ inline: false });
  const [resetting, setResetting] = useState(false);

  const apply = async (
    run: (u: SystemUser) => Promise<SystemUser>,
    doneKey: string,
    /** The action's words when it needs a confirmation first (disable). */
    ask?: string,
  ) => {
    if (!u) return;
    if (ask && !(await confirmStep(t, ask, `${u.name} (${u.username})`))) return;
    const r = await action.run(() => run(u));
    if (r.ok) {
      toast.success(t(doneKey, { name: u.username }));
      detail.mutate(() => r.value);
      onChanged();
    }
  };

  return (
    <DetailDrawer
      open={!!id}
      onClose={onClose}
      title={u ? `${u.name} (${u.username})` : `#${id}`}
      meta={u && <RecordStatus kind="user" value={u.status} />}
      loading={!u && detail.loading}
      error={detail.error}
      onRetry={detail.refetch}
      footer={
        u && (
          <>
            {(u.status === 'locked' || (u.lockedAddresses ?? 0) > 0) && (
              <Button
                variant="outline"
                disabled={action.pending}
                onClick={() =>
                  apply((x) => unlockUser(api, x.id, x.version), 'users.done.unlocked')
                }
              >
                {t('users.action.unlock')}
              </Button>
            )}
            <Button
              variant="outline"
              disabled={action.pending}
              onClick={() =>
                apply(
                  (x) => setUserEnabled(api, x.id, x.status === 'disabled', x.version),
                  u.status === 'disabled' ? 'users.done.enabled' : 'users.done.disabled',
                  u.status === 'disabled' ? undefined : t('users.action.disable'),
                )
              }
            >
              {u.status === 'disabled' ? t('users.action.enable') : t('users.action.disable')}
            </Button>
            <Button variant="outline" onClick={() => setResetting(true)}>
              {t('users.action.resetPassword')}
            </Button>
            <Button variant="primary" onClick={() => onEdit(u)}>
              {t('users.action.edit')}
            </Button>
          </>
        )
      }
    >
      {u && (
        <Section title={t('users.section.info')}>
          <Fields
            items={[
              {
                label: t('users.field.username'),
                value: <span className="font-mono">{u.username}</span>,
              },
              { label: t('users.field.role'), value: t(`role.${u.role}`) },
              { label: t('users.field.org'), value: u.orgName },
              {
                label: t('users.field.phone'),
                value: <span className="font-mono">{u.phone}</span>,
              },
              { label: t('users.field.email'), value: u.email },
              {
                label: t('users.field.lastLogin'),
                value: u.lastLoginAt ? formatDateTime(u.lastLoginAt) : '—',
              },
              { label: t('data.common.createdAt'), value: formatDateTime(u.createdAt) },
              ...((u.lockedAddresses ?? 0) > 0
                ? [
                    {
                      label: t('users.field.lockedAddresses'),
                      value: t('users.lockedAddresses', { count: u.lockedAddresses ?? 0 }),
                    },
                  ]
                : []),
            ]}
          />
        </Section>
      )}
      {u && resetting && (
        <ResetPasswordDialog
          user={u}
          onClose={() => setResetting(false)}
          onDone={(next) => {
            setResetting(false);
            detail.mutate(() => next);
          }}
        />
      )}
    </DetailDrawer>
  );
}
