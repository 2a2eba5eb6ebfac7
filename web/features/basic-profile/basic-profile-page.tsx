/**
 * Basic profile (seed §2, §4): the parameter approval as a step indicator from the record's state
 * (commit → approval → finish), the current parameters beside the original ones with every change
 * marked, and the operation log — all from the server's profile.
 */
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { getBasicProfile, type BasicProfile } from '#core/api';
import { useApi, useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { usePermission } from '../../hooks/use-permission.ts';
import { Tag, type TagColor } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import type { Column } from '../../components/data/columns.ts';
import { RefreshButton } from '../../components/data/table-settings.tsx';
import { DataTable } from '../../components/data/data-table.tsx';
import { useResource } from '../../components/data/use-resource.ts';
import { Panel, TemplatePage } from '../../components/template-kit/panel.tsx';
import {
  AUDIO_FIELDS,
  getPath,
  VIDEO_FIELDS,
  type GroupField,
} from '../../components/template-kit/param-group.ts';
import { useRefetchOnShow } from '../../components/template-kit/use-refetch-on-show.ts';
import { ResourceView } from '../../components/template-kit/resource-view.tsx';
import { Steps, statesFrom } from '../../components/template-kit/steps.tsx';

type LogEntry = BasicProfile['operationLog'][number];
const STEPS = ['commit', 'approval', 'finish'] as const;

export default function BasicProfilePage() {
  const api = useApi();
  const { t } = useT();
  const canEdit = usePermission(['admin']);
  const profile = useResource((signal) => getBasicProfile(api, { signal }), [api]);
  useRefetchOnShow(profile.refetch);
  const [, navigate] = useLocation();
  useRegisterCommands(
    [
      {
        id: 'basicProfile:refresh',
        title: t('template.cmd.basicProfile.refresh'),
        group: 'page',
        icon: 'refresh',
        run: profile.refetch,
      },
      ...(canEdit
        ? [
            {
              id: 'basicProfile:change',
              title: t('template.cmd.basicProfile.change'),
              group: 'page' as const,
              icon: 'form',
              run: () => navigate('/form/group'),
            },
          ]
        : []),
    ],
    [t, canEdit, profile.refetch],
  );
  return (
    <TemplatePage
      title={t('menu.profile.basic')}
      extra={
        <>
          <RefreshButton onClick={profile.refetch} loading={profile.loading} />
          {canEdit && (
            <Link href="/form/group" className={buttonClass('primary')}>
              {t('template.basicProfile.change')}
            </Link>
          )}
        </>
      }
    >
      <ResourceView resource={profile} rows={4}>
        {(p) => <ProfileView profile={p} />}
      </ResourceView>
    </TemplatePage>
  );
}

function ProfileView({ profile }: { profile: BasicProfile }) {
  const { t } = useT();
  const current = STEPS.indexOf(profile.status);
  const states = statesFrom(STEPS.length, current, profile.status === 'finish');
  return (
    <>
      <Panel title={t('template.basicProfile.approval')}>
        <Steps
          label={t('template.basicProfile.approval')}
          stateLabel={(s) => t(`template.steps.state.${s}`)}
          className="max-w-3xl"
          items={STEPS.map((s, i) => ({
            title: t(`template.basicProfile.step.${s}`),
            description: t(`template.steps.state.${states[i]}`),
            state: states[i],
          }))}
        />
      </Panel>
      <ParamsCompare
        title={t('template.groupForm.video')}
        group="video"
        fields={VIDEO_FIELDS}
        profile={profile}
      />
      <ParamsCompare
        title={t('template.groupForm.audio')}
        group="audio"
        fields={AUDIO_FIELDS}
        profile={profile}
      />
      {profile.explanation ? (
        <Panel title={t('template.groupForm.explanation')}>
          <p className="whitespace-pre-wrap text-sm text-fg-2">{profile.explanation}</p>
        </Panel>
      ) : null}
      <OperationLog entries={profile.operationLog} />
    </>
  );
}

function ParamsCompare({
  title,
  group,
  fields,
  profile,
}: {
  title: string;
  group: 'video' | 'audio';
  fields: GroupField[];
  profile: BasicProfile;
}) {
  const { t } = useT();
  const rows = fields.map((f) => {
    const now = getPath(profile.current, f.path);
    const before = getPath(profile.origin, f.path);
    const show = (v: unknown) =>
      f.label === 'mode' ? t(`template.groupForm.mode.${String(v)}`) : String(v ?? '—');
    const unit = f.spec.kind === 'number' ? ` ${f.spec.unit}` : '';
    return {
      key: f.path,
      label: t(`template.groupForm.${group}.${f.label}`),
      current: show(now) + unit,
      origin: show(before) + unit,
      changed: String(now) !== String(before),
    };
  });
  const changes = rows.filter((r) => r.changed).length;
  return (
    <Panel
      title={title}
      extra={
        <Tag color={changes ? 'orange' : 'gray'}>
          {t('template.basicProfile.changes', { count: changes })}
        </Tag>
      }
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-[480px] text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-line text-left text-fg-3">
              <th scope="col" className="py-2 pr-4 font-normal">
                {t('template.basicProfile.param')}
              </th>
              <th scope="col" className="py-2 pr-4 font-normal">
                {t('template.basicProfile.current')}
              </th>
              <th scope="col" className="py-2 pr-4 font-normal">
                {t('template.basicProfile.origin')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.key}
                data-changed={r.changed || undefined}
                className={r.changed ? 'bg-warning/10' : undefined}
              >
                <th scope="row" className="py-1.5 pr-4 text-left font-normal text-fg-2">
                  {r.label}
                </th>
                <td className="py-1.5 pr-4 tabular-nums text-fg">
                  <span className={r.changed ? 'font-medium' : undefined}>{r.current}</span>
                  {r.changed && (
                    <Tag color="orange" className="ml-2">
                      {t('template.basicProfile.changed')}
                    </Tag>
                  )}
                </td>
                <td className="py-1.5 pr-4 tabular-nums text-fg-3">{r.origin}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

const LOG_COLOR: Record<string, TagColor> = { done: 'green', pending: 'orange' };

function OperationLog({ entries }: { entries: LogEntry[] }) {
  const { t } = useT();
  const rows = useMemo(() => [...entries].reverse(), [entries]);
  const columns = useMemo<Column<LogEntry>[]>(
    () => [
      {
        key: 'content',
        title: t('template.basicProfile.log.content'),
        render: (e) => e.content,
      },
      {
        key: 'action',
        title: t('template.basicProfile.log.action'),
        render: (e) => t(`template.basicProfile.action.${e.action}`),
      },
      {
        key: 'status',
        title: t('template.basicProfile.log.status'),
        render: (e) => (
          <Tag color={LOG_COLOR[e.status] ?? 'gray'}>
            {t(`template.basicProfile.status.${e.status}`)}
          </Tag>
        ),
      },
      {
        key: 'updatedAt',
        title: t('template.basicProfile.log.updatedAt'),
        render: (e) => <span className="tabular-nums">{e.updatedAt}</span>,
      },
    ],
    [t],
  );
  return (
    <Panel title={t('template.basicProfile.log')}>
      <DataTable
        label={t('template.basicProfile.log')}
        columns={columns}
        rows={rows}
        rowKey={(e) => String(e.id)}
        density="small"
      />
    </Panel>
  );
}
