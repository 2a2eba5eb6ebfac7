/**
 * Real-time monitor (seed §2): chat panel, studio preview / status / information, quick operations
 * (each a logged server call with a visible effect), the four live methods and the program list.
 */
import { useState } from 'react';
import {
  getMonitorStudio,
  postChatMessage,
  runMonitorOperation,
  type MonitorOperation,
  type MonitorStudio,
} from '#core/api';
import { useApi, useServices, useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { toast } from '../../components/ui/toast.ts';
import { RefreshButton } from '../../components/data/table-settings.tsx';
import { useResource } from '../../components/data/use-resource.ts';
import { useSubmit } from '../../components/data/use-submit.ts';
import { TemplatePage } from '../../components/template-kit/panel.tsx';
import { ResourceView } from '../../components/template-kit/resource-view.tsx';
import { ChatPanel } from './components/chat-panel.tsx';
import { ProgramPanel } from './components/program-list.tsx';
import { QuickOperations } from './components/quick-operations.tsx';
import { StudioInfo, StudioPreview, StudioStatus } from './components/studio-panel.tsx';

const METHOD_KEY = 'qy-monitor-method';

export default function MonitorPage() {
  const api = useApi();
  const { storage } = useServices();
  const { t } = useT();
  const studio = useResource<MonitorStudio>((signal) => getMonitorStudio(api, { signal }), [api]);
  const chat = useSubmit();
  const ops = useSubmit({ inline: false });
  const [busy, setBusy] = useState<MonitorOperation | null>(null);
  const [method, setMethodState] = useState(() => storage.getItem(METHOD_KEY) ?? 'normal');
  const setMethod = (m: string) => {
    setMethodState(m);
    storage.setItem(METHOD_KEY, m);
  };

  const send = async (content: string) => {
    const result = await chat.run(() => postChatMessage(api, content));
    if (!result.ok) return false;
    const message = result.value;
    studio.mutate((s) => (s ? { ...s, chat: [...s.chat, message] } : s));
    return true;
  };

  const run = async (operation: MonitorOperation, clarity?: string) => {
    setBusy(operation);
    const result = await ops.run(() => runMonitorOperation(api, operation, clarity));
    setBusy(null);
    if (!result.ok) return;
    studio.mutate(() => result.value);
    const last = result.value.operations?.at(-1);
    toast.success(
      t('monitor.ops.done', {
        operation: t(`monitor.op.${operation}`),
        value: last?.value ? t(`monitor.opValue.${last.value}`) : '',
      }),
    );
  };

  const info = studio.data?.info;
  useRegisterCommands(
    info
      ? [
          {
            id: 'monitor:switch-stream',
            title: t(
              info.activeStream === 'standby' ? 'monitor.ops.toMain' : 'monitor.ops.toStandby',
            ),
            group: 'page',
            icon: 'swap',
            run: () => void run('switchStream'),
          },
          {
            id: 'monitor:gasket',
            title: t(info.gasket ? 'monitor.ops.stopGasket' : 'monitor.ops.pushGasket'),
            group: 'page',
            icon: 'monitor',
            run: () => void run('pushGasket'),
          },
          {
            id: 'monitor:refresh',
            title: t('monitor.refresh'),
            group: 'page',
            icon: 'refresh',
            run: studio.refetch,
          },
        ]
      : [],
    [t, info],
  );

  return (
    <TemplatePage
      title={t('menu.dashboard.monitor')}
      extra={<RefreshButton onClick={studio.refetch} loading={studio.loading} />}
    >
      <ResourceView resource={studio} rows={4}>
        {(s) => (
          <div className="grid min-w-0 gap-4 xl:grid-cols-[minmax(260px,1fr)_minmax(0,2.4fr)_minmax(280px,1.1fr)]">
            <ChatPanel
              messages={s.chat}
              onSend={send}
              sending={chat.pending}
              error={chat.fieldErrors.content ?? chat.error}
            />
            <div className="flex min-w-0 flex-col gap-4">
              <StudioPreview studio={s} />
              <StudioInfo studio={s} />
              <ProgramPanel studio={s} method={method} onMethod={setMethod} />
            </div>
            <div className="flex min-w-0 flex-col gap-4">
              <StudioStatus studio={s} method={method} />
              <QuickOperations studio={s} busy={busy} onRun={(o, c) => void run(o, c)} />
            </div>
          </div>
        )}
      </ResourceView>
    </TemplatePage>
  );
}
