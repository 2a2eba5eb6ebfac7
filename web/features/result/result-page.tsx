/**
 * Result pages (seed §2, §4, §8). Success: the five progress steps of the latest parameter
 * submission, each waiting / processing / done from the approval's state on the server. Error:
 * 'Submit Error' with its two detail lines and what to do about each.
 */
import { useLocation } from 'wouter';
import { getBasicProfile, type ApprovalStep } from '#core/api';
import { useApi, useT } from '../../hooks/app-context.tsx';
import { useShell } from '../../hooks/shell.ts';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useResource } from '../../components/data/use-resource.ts';
import { Panel } from '../../components/template-kit/panel.tsx';
import { useRefetchOnShow } from '../../components/template-kit/use-refetch-on-show.ts';
import { ResourceView } from '../../components/template-kit/resource-view.tsx';
import { Steps, statesFrom, type StepState } from '../../components/template-kit/steps.tsx';

const PROGRESS = ['submit', 'review', 'purchase', 'safety', 'launch'] as const;

/** Which progress step is under way for an approval state (all done once it is finished). */
const CURRENT: Record<ApprovalStep, number> = { commit: 1, approval: 2, finish: PROGRESS.length };

export function progressStates(status: ApprovalStep): StepState[] {
  const current = CURRENT[status];
  return statesFrom(PROGRESS.length, current, current >= PROGRESS.length);
}

export function ResultPage({ kind }: { kind: 'success' | 'error' }) {
  return kind === 'success' ? <SuccessResult /> : <ErrorResult />;
}

function ResultHead({ kind, children }: { kind: 'success' | 'error'; children: React.ReactNode }) {
  const { t } = useT();
  return (
    <section
      aria-labelledby={`result-${kind}`}
      className="flex flex-col items-center gap-2 py-6 text-center"
    >
      <span
        className={
          kind === 'success'
            ? 'flex h-14 w-14 items-center justify-center rounded-full bg-success/15 text-success'
            : 'flex h-14 w-14 items-center justify-center rounded-full bg-danger/15 text-danger'
        }
      >
        <Icon name={kind === 'success' ? 'check' : 'x'} size={30} />
      </span>
      <h1 id={`result-${kind}`} className="text-lg font-semibold text-fg">
        {t(`template.result.${kind}.title`)}
      </h1>
      <p className="text-sm text-fg-2">{t(`template.result.${kind}.subtitle`)}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>
    </section>
  );
}

function SuccessResult() {
  const api = useApi();
  const { t } = useT();
  const [, navigate] = useLocation();
  const profile = useResource((signal) => getBasicProfile(api, { signal }), [api]);
  useRefetchOnShow(profile.refetch);
  return (
    <div className="flex min-w-0 flex-col gap-4 p-4">
      <Panel>
        <ResultHead kind="success">
          <Button variant="outline" onClick={() => window.print()}>
            {t('template.result.success.print')}
          </Button>
          <Button variant="primary" onClick={() => navigate('/profile/basic')}>
            {t('template.result.success.view')}
          </Button>
        </ResultHead>
        <div className="w-full rounded-md bg-surface-2 p-5">
          <h2 className="mb-4 text-sm font-semibold text-fg">
            {t('template.result.success.progress')}
          </h2>
          <ResourceView resource={profile} rows={1}>
            {(p) => {
              const states = progressStates(p.status);
              return (
                <Steps
                  label={t('template.result.success.progress')}
                  stateLabel={(s) => t(`template.steps.state.${s}`)}
                  items={PROGRESS.map((s, i) => ({
                    title: t(`template.result.progress.${s}`),
                    description: t(`template.result.progressState.${states[i]}`),
                    state: states[i],
                  }))}
                />
              );
            }}
          </ResourceView>
        </div>
      </Panel>
    </div>
  );
}

function ErrorResult() {
  const { t } = useT();
  const [, navigate] = useLocation();
  const shell = useShell();
  const lines = [
    { key: 'domain', action: () => navigate('/user/setting?tab=certification') },
    { key: 'authority', action: () => shell.openMessages() },
  ] as const;
  return (
    <div className="flex min-w-0 flex-col gap-4 p-4">
      <Panel>
        <ResultHead kind="error">
          <Button variant="outline" onClick={() => navigate('/dashboard/workplace')}>
            {t('template.result.error.back')}
          </Button>
          <Button variant="primary" onClick={shell.reloadPage}>
            {t('template.result.error.retry')}
          </Button>
        </ResultHead>
        <div className="w-full rounded-md bg-surface-2 p-5">
          <h2 className="mb-3 text-sm font-semibold text-fg">
            {t('template.result.error.details')}
          </h2>
          <ol className="flex flex-col gap-2 text-sm text-fg-2">
            {lines.map((line, i) => (
              <li key={line.key} className="flex flex-wrap items-center gap-2">
                <Icon name="exclamation" size={14} className="text-danger" />
                <span>
                  {i + 1}. {t(`template.result.error.${line.key}`)}
                </span>
                <Button variant="link" size="sm" onClick={line.action}>
                  {t(`template.result.error.${line.key}.action`)}
                </Button>
              </li>
            ))}
          </ol>
        </div>
      </Panel>
    </div>
  );
}
