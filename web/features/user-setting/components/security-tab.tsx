/** User Setting · security: password, phone on file, and your sessions (end the others). */
import { useEffect, useMemo, useRef, useState } from 'react';
import { endMySession, listMySessions, type OwnSession, type UserProfile } from '#core/api';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../../hooks/use-commands.ts';
import { Tag } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { confirm } from '../../../components/ui/confirm-store.ts';
import { toast } from '../../../components/ui/toast.ts';
import type { Column } from '../../../components/data/columns.ts';
import { DataTable } from '../../../components/data/data-table.tsx';
import { useResource } from '../../../components/data/use-resource.ts';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { Descriptions, Panel } from '../../../components/template-kit/panel.tsx';
import { ApiTokensPanel } from './api-tokens-panel.tsx';
import { PasswordForm } from './password-form.tsx';
import { PhoneForm } from './phone-form.tsx';

/** A palette command's request to open one section; `n` makes a repeat request a new one. */
export interface SecurityIntent {
  target: 'password' | 'phone' | 'token';
  n: number;
}

export function SecurityTab({
  profile,
  intent,
}: {
  profile: UserProfile;
  intent: SecurityIntent | null;
}) {
  const api = useApi();
  const { t, formatDateTime } = useT();
  const sessions = useResource((signal) => listMySessions(api, { signal }), [api]);
  const submit = useSubmit({ inline: false });
  const [phone, setPhone] = useState(profile.phone);
  const phoneRef = useRef<HTMLDivElement>(null);
  const passwordRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!intent || intent.target === 'token') return;
    const box = (intent.target === 'phone' ? phoneRef : passwordRef).current;
    box?.scrollIntoView({ block: 'center' });
    box?.querySelector<HTMLElement>('input')?.focus();
  }, [intent]);

  const end = async (s: OwnSession) => {
    const ok = await confirm({
      title: t('template.security.endConfirm'),
      body: `${s.ip || '—'} · ${s.userAgent || '—'}`,
      okText: t('template.security.end'),
      danger: true,
    });
    if (!ok) return;
    const result = await submit.run(() => endMySession(api, s.id));
    if (result.ok) {
      toast.success(t('template.security.ended'));
      sessions.refetch();
    }
  };

  const others = (sessions.data ?? []).filter((s) => !s.current);
  const endOthers = async () => {
    const ok = await confirm({
      title: t('template.security.endOthersConfirm', { count: others.length }),
      okText: t('template.security.end'),
      danger: true,
    });
    if (!ok) return;
    const result = await submit.run(async () => {
      for (const s of others) await endMySession(api, s.id);
      return null;
    });
    sessions.refetch();
    if (result.ok) toast.success(t('template.security.endedOthers', { count: others.length }));
  };
  // Offered while the table shows another session with its End button.
  useRegisterCommands(
    others.length > 0
      ? [
          {
            id: 'userSetting:endOthers',
            title: t('template.cmd.userSetting.endOthers'),
            group: 'page',
            icon: 'logout',
            run: () => void endOthers(),
          },
        ]
      : [],
    [t, sessions.data],
  );

  const columns = useMemo<Column<OwnSession>[]>(
    () => [
      {
        key: 'device',
        title: t('template.security.device'),
        nowrap: true,
        render: (s) => (
          <span className="flex items-center gap-2">
            <span className="truncate" title={s.userAgent}>
              {s.userAgent || '—'}
            </span>
            {s.current && <Tag color="primary">{t('template.security.current')}</Tag>}
          </span>
        ),
      },
      { key: 'ip', title: 'IP', render: (s) => <span className="font-mono text-xs">{s.ip}</span> },
      {
        key: 'createdAt',
        title: t('template.security.signedIn'),
        render: (s) => <span className="tabular-nums">{formatDateTime(s.createdAt)}</span>,
      },
      {
        key: 'lastSeenAt',
        title: t('template.security.lastSeen'),
        render: (s) => <span className="tabular-nums">{formatDateTime(s.lastSeenAt)}</span>,
      },
      {
        key: 'action',
        title: t('template.form.actions'),
        render: (s) =>
          s.current ? (
            <span className="text-fg-3">—</span>
          ) : (
            <Button size="sm" variant="link" onClick={() => void end(s)}>
              {t('template.security.end')}
            </Button>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, formatDateTime],
  );

  return (
    <div className="flex flex-col gap-4">
      <Panel title={t('template.security.account')} level={3}>
        <Descriptions
          columns={2}
          items={[
            { label: t('template.profile.userName'), value: profile.userName },
            { label: t('template.profile.phone'), value: phone },
          ]}
        />
      </Panel>
      <Panel title={t('template.phone.change')} level={3}>
        <div ref={phoneRef}>
          <PhoneForm onChanged={setPhone} />
        </div>
      </Panel>
      <Panel title={t('template.security.password')} level={3}>
        <div ref={passwordRef}>
          <PasswordForm onChanged={sessions.refetch} />
        </div>
      </Panel>
      <Panel title={t('template.security.sessions')} level={3}>
        <DataTable
          label={t('template.security.sessions')}
          columns={columns}
          rows={sessions.data ?? []}
          rowKey={(s) => String(s.id)}
          loading={sessions.loading && !sessions.data}
          error={sessions.error}
          onRetry={sessions.refetch}
          density="small"
        />
      </Panel>
      <ApiTokensPanel createRequest={intent?.target === 'token' ? intent.n : 0} />
    </div>
  );
}
