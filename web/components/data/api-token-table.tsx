/**
 * A table of API tokens — the owner's own (User Setting · Security) or one user's for an
 * administrator (User management, the user's drawer): name, hint, scope, state, created, expiry,
 * last use, and Revoke (confirmed) on an active one; `narrow` (a drawer) leaves hint, created and
 * expiry out so Revoke stays in view. `revokeCall` is the endpoint that revokes.
 */
import { useMemo } from 'react';
import type { ApiToken } from '#core/api';
import { useT } from '../../hooks/app-context.tsx';
import { Tag } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { confirm } from '../ui/confirm-store.ts';
import { toast } from '../ui/toast.ts';
import type { Column } from './columns.ts';
import { DataTable } from './data-table.tsx';
import type { Resource } from './use-resource.ts';
import { useSubmit } from './use-submit.ts';

type TokenState = 'active' | 'revoked' | 'expired';
const stateOf = (tok: ApiToken, now: number): TokenState =>
  tok.revokedAt
    ? 'revoked'
    : tok.expiresAt && Date.parse(tok.expiresAt) <= now
      ? 'expired'
      : 'active';

export function ApiTokenTable({
  tokens,
  revokeCall,
  label,
  empty,
  narrow = false,
}: {
  tokens: Resource<ApiToken[]>;
  revokeCall(tok: ApiToken): Promise<unknown>;
  label: string;
  empty?: string;
  narrow?: boolean;
}) {
  const { t, formatDateTime } = useT();
  const action = useSubmit({ inline: false });

  const revoke = async (tok: ApiToken) => {
    const ok = await confirm({
      title: t('template.apiTokens.revokeConfirm', { name: tok.name }),
      body: t('template.apiTokens.revokeBody'),
      okText: t('template.apiTokens.revoke'),
      danger: true,
    });
    if (!ok) return;
    const result = await action.run(() => revokeCall(tok));
    if (result.ok) {
      toast.success(t('template.apiTokens.revoked', { name: tok.name }));
      tokens.refetch();
    }
  };

  const columns = useMemo<Column<ApiToken>[]>(() => {
    const now = Date.now();
    const when = (iso: string | null, none: string) =>
      iso ? <span className="tabular-nums">{formatDateTime(iso)}</span> : none;
    const wide = new Set(['hint', 'createdAt', 'expiresAt']);
    const all: Column<ApiToken>[] = [
      { key: 'name', title: t('template.apiTokens.name'), nowrap: true, render: (k) => k.name },
      {
        key: 'hint',
        title: t('template.apiTokens.hint'),
        render: (k) => <code className="font-mono text-xs">{k.hint}…</code>,
      },
      {
        key: 'scope',
        title: t('template.apiTokens.scope'),
        render: (k) => t(`template.apiTokens.scope.${k.scope}`),
      },
      {
        key: 'state',
        title: t('template.apiTokens.state'),
        render: (k) => {
          const s = stateOf(k, now);
          return (
            <Tag color={s === 'active' ? 'green' : 'gray'}>
              {t(`template.apiTokens.state.${s}`)}
            </Tag>
          );
        },
      },
      {
        key: 'createdAt',
        title: t('template.apiTokens.createdAt'),
        render: (k) => when(k.createdAt, '—'),
      },
      {
        key: 'expiresAt',
        title: t('template.apiTokens.expiresAt'),
        render: (k) => when(k.expiresAt, t('template.apiTokens.never')),
      },
      {
        key: 'lastUsedAt',
        title: t('template.apiTokens.lastUsed'),
        render: (k) =>
          k.lastUsedAt ? (
            <span className="tabular-nums">
              {formatDateTime(k.lastUsedAt)} · {k.lastUsedIp}
            </span>
          ) : (
            t('template.apiTokens.unused')
          ),
      },
      {
        key: 'action',
        title: t('template.form.actions'),
        render: (k) =>
          stateOf(k, now) === 'active' ? (
            <Button size="sm" variant="link" onClick={() => void revoke(k)}>
              {t('template.apiTokens.revoke')}
            </Button>
          ) : (
            <span className="text-fg-3">—</span>
          ),
      },
    ];
    return narrow ? all.filter((c) => !wide.has(c.key)) : all;
    // `revoke` closes over the props; the columns are rebuilt with the texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, formatDateTime, narrow]);

  return (
    <DataTable
      label={label}
      columns={columns}
      rows={tokens.data ?? []}
      rowKey={(k) => String(k.id)}
      loading={tokens.loading && !tokens.data}
      error={tokens.error}
      onRetry={tokens.refetch}
      empty={empty}
      density="small"
    />
  );
}
