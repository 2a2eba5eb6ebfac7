/** User Setting (seed §2): basic information, security settings, certification. */
import { useState } from 'react';
import { getMyCertifications, getMyProfile } from '#core/api';
import { useApi, useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useResource } from '../../components/data/use-resource.ts';
import { useUrlTab } from '../../components/template-kit/use-url-tab.ts';
import { Panel, TemplatePage } from '../../components/template-kit/panel.tsx';
import { ResourceView } from '../../components/template-kit/resource-view.tsx';
import { BasicInfoForm } from './components/basic-info-form.tsx';
import { CertificationTab } from './components/certification-tab.tsx';
import { SecurityTab, type SecurityIntent } from './components/security-tab.tsx';

const TABS = ['basic', 'security', 'certification'] as const;

export default function UserSettingPage() {
  const api = useApi();
  const { t } = useT();
  const [tab, setTab] = useUrlTab(TABS);
  const profile = useResource((signal) => getMyProfile(api, { signal }), [api]);
  const certs = useResource((signal) => getMyCertifications(api, { signal }), [api]);
  const [intent, setIntent] = useState<SecurityIntent | null>(null);

  // Each opens its section of the Security tab (switching to it): the phone and password forms
  // get the focus, the API token's create dialog opens.
  const open = (target: SecurityIntent['target']) => {
    setTab('security');
    setIntent((prev) => ({ target, n: (prev?.n ?? 0) + 1 }));
  };
  useRegisterCommands(
    [
      { id: 'userSetting:password', target: 'password', icon: 'lock' },
      { id: 'userSetting:phone', target: 'phone', icon: 'phone' },
      { id: 'userSetting:token', target: 'token', icon: 'shield' },
    ].map((c) => ({
      id: c.id,
      title: t(`template.cmd.userSetting.${c.target}`),
      group: 'page' as const,
      icon: c.icon,
      run: () => open(c.target as SecurityIntent['target']),
    })),
    [t],
  );

  return (
    <TemplatePage title={t('menu.user.setting')}>
      <Panel>
        <Tabs value={tab} onValueChange={(v) => setTab(v as (typeof TABS)[number])}>
          <TabsList aria-label={t('menu.user.setting')}>
            {TABS.map((k) => (
              <TabsTrigger key={k} value={k}>
                {t(`template.userSetting.tab.${k}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="basic" className="pt-4">
            <ResourceView resource={profile}>
              {(p) => (
                <BasicInfoForm
                  key={p.version}
                  profile={p}
                  onSaved={(next) => profile.mutate(() => next)}
                />
              )}
            </ResourceView>
          </TabsContent>
          <TabsContent value="security" className="pt-4">
            <ResourceView resource={profile}>
              {(p) => <SecurityTab profile={p} intent={intent} />}
            </ResourceView>
          </TabsContent>
          <TabsContent value="certification" className="pt-4">
            <ResourceView resource={certs}>
              {(c) => <CertificationTab data={c} onChanged={certs.refetch} />}
            </ResourceView>
          </TabsContent>
        </Tabs>
      </Panel>
    </TemplatePage>
  );
}
