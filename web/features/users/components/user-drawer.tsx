import { getUser } from '#core/api';
import type { SystemUser } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { DetailDrawer, Fields, Section } from '../../../components/data/detail-drawer.tsx';
import { RecordStatus } from '../../../components/data/record-status.tsx';
import { RowActionBar } from '../../../components/data/row-actions.tsx';
import { useResource } from '../../../components/data/use-resource.ts';
import type { RowCommands } from '../../../components/data/use-row-commands.ts';
import { UserTokensSection } from './user-tokens-section.tsx';

interface Props {
  id: string;
  /** Bumped by the page after a change so the drawer reloads. */
  revision: number;
  onClose(): void;
  /** The page's user actions (the same the list's palette commands and keys run). */
  commands: Pick<RowCommands<SystemUser>, 'actionsFor' | 'perform'>;
  pending: boolean;
}

/**
 * One system user: fields, their API tokens (revocable), and the page's actions on it (edit,
 * disable/enable, unlock, reset password).
 */
export function UserDrawer({ id, revision, onClose, commands, pending }: Props) {
  const api = useApi();
  const { t, formatDateTime } = useT();
  const detail = useResource<SystemUser>(
    id ? (signal) => getUser(api, Number(id), { signal }) : null,
    [api, id, revision],
  );
  const u = detail.data && String(detail.data.id) === id ? detail.data : undefined;

  return (
    <DetailDrawer
      open={!!id}
      onClose={onClose}
      title={u ? `${u.name} (${u.username})` : `#${id}`}
      meta={u && <RecordStatus kind="user" value={u.status} />}
      loading={!u && detail.loading}
      error={detail.error}
      onRetry={detail.refetch}
      footer={u && <RowActionBar commands={commands} row={u} pending={pending} />}
    >
      {u && (
        <>
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
          <UserTokensSection userId={u.id} revision={revision} />
        </>
      )}
    </DetailDrawer>
  );
}
