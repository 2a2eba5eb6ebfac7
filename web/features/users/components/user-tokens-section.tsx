/**
 * User management · one user's API tokens for an administrator: list (with last use) and revoke
 * (confirmed) — the recovery step when a token leaks. The server allows it to admins only.
 */
import { useMemo } from 'react';
import { listUserApiTokens, revokeUserApiToken, type ApiToken } from '#core/api';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { Tag } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { confirm } from '../../../components/ui/confirm-store.ts';
import { toast } from '../../../components/ui/toast.ts';
import type { Column } from '../../../components/data/columns.ts';
import { DataTable } from '../../../components/data/data-table.tsx';
import { Section } from '../../../components/data/detail-drawer.tsx';
import { useResource } from '../../../components/data/use-resource.ts';
import { useSubmit } from '../../../components/data/use-submit.ts';

const isActive = (tok: ApiToken, now: number) =>
  !tok.revokedAt && (!tok.expiresAt || Date.parse(tok.expiresAt) > now);

/** `revision` is the drawer's: a reset or disable ends tokens, so the list reloads with it. */
export function UserTokensSection({ userId, revision }: { userId: number; revision: number }) {
  const api = useApi();
  const { t, formatDateTime } = useT();
  const tokens = useResource(
    (signal) => listUserApiTokens(api, userId, { signal }),
    [api, userId, revision],
  );
  const action = useSubmit({ inline: false });

  const revoke = async (tok: ApiToken) => {
    const ok = await confirm({
      title: t('template.apiTokens.revokeConfirm', { name: tok.name }),
      body: t('template.apiTokens.revokeBody'),
      okText: t('template.apiTokens.revoke'),
      danger: true,
    });
    if (!ok) return;
    const result = await action.run(() => revokeUserApiToken(api, userId, tok.id));
    if (result.ok) {
      toast.success(t('template.apiTokens.revoked', { name: tok.name }));
      tokens.refetch();
    }
  };

  const columns = useMemo<Column<ApiToken>[]>(() => {
    const now = Date.now();
    return [
      { key: 'name', title: t('template.apiTokens.name'), nowrap: true, render: (k) => k.name },
      {
        key: 'scope',
        title: t('template.apiTokens.scope'),
        render: (k) => t(`template.apiTokens.scope.${k.scope}`),
      },
      {
        key: 'state',
        title: t('template.apiTokens.state'),
        render: (k) => {
          const s = k.revokedAt ? 'revoked' : isActive(k, now) ? 'active' : 'expired';
          return (
            <Tag color={s === 'active' ? 'green' : 'gray'}>
              {t(`template.apiTokens.state.${s}`)}
            </Tag>
          );
        },
      },
      {
        key: 'lastUsedAt',
        title: t('template.apiTokens.lastUsed'),
        render: (k) =>
          k.lastUsedAt
            ? `${formatDateTime(k.lastUsedAt)} · ${k.lastUsedIp ?? ''}`
            : t('template.apiTokens.unused'),
      },
      {
        key: 'action',
        title: t('template.form.actions'),
        render: (k) =>
          isActive(k, now) ? (
            <Button size="sm" variant="link" onClick={() => void revoke(k)}>
              {t('template.apiTokens.revoke')}
            </Button>
          ) : (
            <span className="text-fg-3">—</span>
          ),
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, formatDateTime]);

  return (
    <Section title={t('users.section.tokens')}>
      <DataTable
        label={t('users.section.tokens')}
        columns={columns}
        rows={tokens.data ?? []}
        rowKey={(k) => String(k.id)}
        loading={tokens.loading && !tokens.data}
        error={tokens.error}
        onRetry={tokens.refetch}
        empty={t('users.tokens.empty')}
        density="small"
      />
    </Section>
  );
}
