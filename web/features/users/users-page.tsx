import { USER_STATUSES } from '#core/enums';
import { useMemo, useState } from 'react';
import { listUsers, type UserQuery } from '#core/api';
import type { SystemUser } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import type { Column } from '../../components/data/columns.ts';
import { FilterBar, FilterSelect, FilterText } from '../../components/data/filter-bar.tsx';
import { ListView, PageFrame } from '../../components/data/list-view.tsx';
import { OrgTree } from '../../components/data/org-tree.tsx';
import { useOrgTree } from '../../components/data/pickers.tsx';
import { RecordStatus } from '../../components/data/record-status.tsx';
import { ErrorBlock } from '../../components/data/table-states.tsx';
import { useList } from '../../components/data/use-list.ts';
import { UserDialog } from './components/user-dialog.tsx';
import { UserDrawer } from './components/user-drawer.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DateTimeCell, RECORD_LINK } from '../../components/data/cells.tsx';
import { useRowCommands } from '../../components/data/use-row-commands.ts';
import { useUserActions } from './use-user-actions.tsx';

export default function UsersPage() {
  const { t } = useT();
  const tree = useOrgTree();
  const list = useList<SystemUser>({
    id: 'users',
    load: (api, q, init) => listUsers(api, q as UserQuery, init),
  });
  const { filters, setFilters, open, setOpen } = list.url;
  const [dialog, setDialog] = useState<{ editing: SystemUser | null } | null>(null);
  const [revision, setRevision] = useState(0);
  const userActions = useUserActions({
    onEdit: (u) => setDialog({ editing: u }),
    onChanged: () => {
      setRevision((r) => r + 1);
      list.refetch();
    },
  });
  const rowCommands = useRowCommands<SystemUser>({
    id: 'users',
    number: (r) => r.username,
    subject: (r) => `${r.name} (${r.username})`,
    open: (r) => setOpen(String(r.id)),
    actions: userActions.actions,
  });
  const orgId = filters.orgId ? Number(filters.orgId) : null;

  const columns = useMemo<Column<SystemUser>[]>(
    () => [
      {
        key: 'username',
        title: t('users.field.username'),
        fixed: true,
        pin: 'start',
        render: (r) => (
          <button
            type="button"
            tabIndex={-1}
            onClick={() => setOpen(String(r.id))}
            className={`font-mono ${RECORD_LINK}`}
          >
            {r.username}
          </button>
        ),
      },
      { key: 'name', title: t('users.field.name'), render: (r) => r.name },
      { key: 'role', title: t('users.field.role'), render: (r) => t(`role.${r.role}`) },
      { key: 'org', title: t('users.field.org'), nowrap: true, render: (r) => r.orgName },
      {
        key: 'phone',
        priority: 3,
        title: t('users.field.phone'),
        render: (r) => <span className="font-mono text-xs">{r.phone}</span>,
      },
      {
        key: 'email',
        priority: 3,
        title: t('users.field.email'),
        nowrap: true,
        render: (r) => r.email,
      },
      {
        key: 'status',
        pin: 'end',
        title: t('data.common.status'),
        render: (r) => <RecordStatus kind="user" value={r.status} />,
      },
      {
        key: 'lastLogin',
        title: t('users.field.lastLogin'),
        render: (r) => <DateTimeCell value={r.lastLoginAt} />,
      },
    ],
    [t, setOpen],
  );

  useRegisterCommands(
    [
      {
        id: 'users:create',
        title: t('users.action.create'),
        group: 'page',
        icon: 'user',
        keywords: ['new', 'create'],
        run: () => setDialog({ editing: null }),
      },
    ],
    [t],
  );

  return (
    <PageFrame
      title={t('menu.sysSettings.userMmanage')}
      extra={
        <Button variant="primary" onClick={() => setDialog({ editing: null })}>
          {t('users.action.create')}
        </Button>
      }
    >
      <div className="grid gap-4 lg:grid-cols-[minmax(220px,280px)_1fr]">
        <aside
          className="max-h-[72vh] overflow-auto rounded border border-line p-1 scrollbar-thin"
          aria-label={t('users.tree')}
        >
          <button
            type="button"
            onClick={() => setFilters({ orgId: '' })}
            className={`mb-1 w-full rounded px-2 py-1 text-left text-sm ${orgId === null ? 'bg-primary-1 text-primary-7 dark:bg-primary-6/20 dark:text-primary-8' : 'hover:bg-surface-2'}`}
          >
            {t('users.allOrgs')}
          </button>
          {tree.error ? (
            <ErrorBlock error={tree.error} onRetry={tree.refetch} />
          ) : tree.data ? (
            <OrgTree
              label={t('users.tree')}
              roots={tree.data}
              selectedId={orgId}
              onSelect={(id) => setFilters({ orgId: String(id) })}
              initiallyExpanded={[]}
              badge={(n) =>
                n.userCount > 0 ? (
                  <span className="text-xs tabular-nums text-fg-3">{n.userCount}</span>
                ) : null
              }
            />
          ) : (
            <div className="h-40 animate-pulse rounded bg-surface-2" />
          )}
        </aside>
        <div className="min-w-0">
          <ListView
            list={list}
            label={t('menu.sysSettings.userMmanage')}
            columns={columns}
            rowKey={(r) => String(r.id)}
            exportPath="/users"
            exportName="users"
            table={{
              onOpen: (r) => setOpen(String(r.id)),
              onCursorChange: rowCommands.onCursorChange,
            }}
            filters={
              <FilterBar onReset={() => setFilters({ q: '', status: '', role: '', orgId: '' })}>
                <FilterText
                  label={t('users.filter.q')}
                  placeholder={t('users.filter.qPlaceholder')}
                  value={filters.q ?? ''}
                  onChange={(q) => setFilters({ q })}
                />
                <FilterSelect
                  label={t('data.common.status')}
                  value={filters.status ?? ''}
                  onChange={(status) => setFilters({ status })}
                  options={USER_STATUSES.map((s) => ({ value: s, label: t(`status.user.${s}`) }))}
                />
                <FilterSelect
                  label={t('users.field.role')}
                  value={filters.role ?? ''}
                  onChange={(role) => setFilters({ role })}
                  options={(['admin', 'user'] as const).map((r) => ({
                    value: r,
                    label: t(`role.${r}`),
                  }))}
                />
              </FilterBar>
            }
          />
        </div>
      </div>
      <UserDrawer
        id={open}
        revision={revision}
        onClose={() => setOpen('')}
        commands={rowCommands}
        pending={userActions.pending}
      />
      {userActions.dialogs}
      {dialog && (
        <UserDialog
          editing={dialog.editing}
          defaultOrgId={filters.orgId ?? ''}
          onClose={() => setDialog(null)}
          onSaved={(u) => {
            setDialog(null);
            setRevision((r) => r + 1);
            list.refetch();
            tree.refetch();
            setOpen(String(u.id));
          }}
        />
      )}
    </PageFrame>
  );
}
