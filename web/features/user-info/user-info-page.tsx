/** User Info (seed §2): overview, project and team tabs from the signed-in user's own data. */
import { useLocation } from 'wouter';
import { getMyCertifications, getMyProfile, listContentSets } from '#core/api';
import { useApi, useSession, useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { Tag } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useResource } from '../../components/data/use-resource.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { placeName } from '../../lib/place-names.ts';
import { Descriptions, Panel, TemplatePage } from '../../components/template-kit/panel.tsx';
import { ResourceView } from '../../components/template-kit/resource-view.tsx';
import { certificationColor } from '../../components/template-kit/certification-status.ts';

export default function UserInfoPage() {
  const api = useApi();
  const { t, formatDate, formatNumber } = useT();
  const { user, role } = useSession();
  const [, navigate] = useLocation();
  const profile = useResource((signal) => getMyProfile(api, { signal }), [api]);
  const certs = useResource((signal) => getMyCertifications(api, { signal }), [api]);
  const projects = useResource(
    (signal) => listContentSets(api, { pageSize: 6 }, { signal }),
    [api],
  );
  useRegisterCommands(
    [
      {
        id: 'user-info:settings',
        title: t('template.userInfo.edit'),
        group: 'page',
        icon: 'settings',
        run: () => navigate('/user/setting'),
      },
    ],
    [t, navigate],
  );
  const name = user?.name || user?.username || '';
  const enterprise = certs.data?.enterpriseInfo;

  return (
    <TemplatePage
      title={t('menu.user.info')}
      extra={
        <Button variant="outline" onClick={() => navigate('/user/setting')}>
          {t('template.userInfo.edit')}
        </Button>
      }
    >
      <Panel>
        <div className="flex flex-wrap items-center gap-4">
          <Avatar name={name} src={user?.avatar || undefined} size={56} />
          <div className="min-w-0">
            {/* The signed-in user's name, as the navbar and the avatar show it (issue 26). */}
            <p data-user-name="" className="text-base font-semibold text-fg">
              {name || profile.data?.nickname}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-fg-2">
              <Tag color="primary">{role ? t(`role.${role}`) : '—'}</Tag>
              <span>{user?.jobName || user?.job}</span>
              <span>{user?.organizationName || user?.organization}</span>
              <span>{user?.locationName || user?.location}</span>
            </p>
          </div>
        </div>
      </Panel>
      <Tabs defaultValue="overview">
        <TabsList aria-label={t('menu.user.info')}>
          <TabsTrigger value="overview">{t('template.userInfo.tab.overview')}</TabsTrigger>
          <TabsTrigger value="project">{t('template.userInfo.tab.project')}</TabsTrigger>
          <TabsTrigger value="team">{t('template.userInfo.tab.team')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="pt-4">
          <ResourceView resource={profile}>
            {(p) => (
              <Panel title={t('template.userInfo.basic')}>
                <Descriptions
                  items={[
                    { label: t('template.profile.userName'), value: p.userName },
                    { label: t('template.profile.nickname'), value: p.nickname },
                    { label: t('template.profile.accountId'), value: p.accountId },
                    { label: t('template.profile.email'), value: p.email },
                    { label: t('template.profile.phone'), value: p.phone },
                    {
                      label: t('template.profile.registrationDate'),
                      value: p.registrationDate ? formatDate(p.registrationDate) : '',
                    },
                    {
                      label: t('template.profile.countryRegion'),
                      value: placeName(p.countryRegion, t),
                    },
                    { label: t('template.profile.area'), value: placeName(p.area, t) },
                    { label: t('template.profile.address'), value: p.address },
                    {
                      label: t('template.cert.title'),
                      value: enterprise ? (
                        <Tag color={certificationColor(enterprise.status)}>
                          {t(`template.cert.status.${enterprise.status}`)}
                        </Tag>
                      ) : (
                        t('template.cert.none')
                      ),
                    },
                    { label: t('template.profile.profile'), value: p.profile },
                  ]}
                />
              </Panel>
            )}
          </ResourceView>
        </TabsContent>
        <TabsContent value="project" className="pt-4">
          <ResourceView resource={projects}>
            {(page) => (
              <ul
                aria-label={t('template.userInfo.tab.project')}
                className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
              >
                {page.items.map((set) => (
                  <li key={set.id} className="rounded-lg border border-line bg-surface p-4">
                    <div className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm font-medium text-fg">{set.name}</span>
                      <Tag color={set.status === 'online' ? 'green' : 'gray'}>
                        {t(`template.contentSet.status.${set.status}`)}
                      </Tag>
                    </div>
                    <p className="mt-2 text-xs text-fg-3">
                      {t(`template.contentSet.type.${set.contentType}`)} ·{' '}
                      {t('template.userInfo.items', { count: formatNumber(set.count) })} ·{' '}
                      {formatDate(set.createdAt)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </ResourceView>
        </TabsContent>
        <TabsContent value="team" className="pt-4">
          <ResourceView resource={certs}>
            {(c) => (
              <Panel title={t('template.userInfo.team')}>
                <Descriptions
                  items={[
                    {
                      label: t('template.userInfo.organization'),
                      value: user?.organizationName || user?.organization,
                    },
                    { label: t('template.userInfo.job'), value: user?.jobName || user?.job },
                    {
                      label: t('template.cert.enterpriseName'),
                      value: c.enterpriseInfo?.enterpriseName,
                    },
                    {
                      label: t('template.cert.legalPersonName'),
                      value: c.enterpriseInfo?.legalPersonName,
                    },
                    {
                      label: t('template.cert.organizationCode'),
                      value: c.enterpriseInfo?.organizationCode,
                    },
                  ]}
                />
              </Panel>
            )}
          </ResourceView>
        </TabsContent>
      </Tabs>
    </TemplatePage>
  );
}
