/**
 * Step form (seed §2, §5): basic info → channel info → finish. Each step is checked as you type
 * by core's step schemas; Submit asks for the password, the server checks both and creates the
 * record; Again starts over, Detail shows the record from the server.
 */
import { useState } from 'react';
import { submitChannelForm, type ChannelForm, type SavedChannelForm } from '#core/api';
import { isAppError } from '#core/errors';
import { stepFormBaseInfoSchema, stepFormChannelInfoSchema } from '#core/validate';
import { useApi, useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { useSubmit } from '../../components/data/use-submit.ts';
import { Panel, TemplatePage } from '../../components/template-kit/panel.tsx';
import { Steps, statesFrom, type StepState } from '../../components/template-kit/steps.tsx';
import { useSchemaForm } from '../../components/template-kit/use-schema-form.ts';
import { BaseInfoStep } from './components/base-info-step.tsx';
import { ChannelInfoStep } from './components/channel-info-step.tsx';
import { ConfirmPasswordDialog } from './components/confirm-password-dialog.tsx';
import { FinishStep } from './components/finish-step.tsx';
import { BASE_FIELDS, BLANK_BASE, BLANK_CHANNEL } from './step-form-model.ts';

const STEPS = ['base', 'channel', 'finish'] as const;

export default function StepFormPage() {
  const api = useApi();
  const { t } = useT();
  const [step, setStep] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<SavedChannelForm | null>(null);
  const [detail, setDetail] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const base = useSchemaForm(stepFormBaseInfoSchema, BLANK_BASE, { ruleMessages: true });
  const channel = useSchemaForm(stepFormChannelInfoSchema, BLANK_CHANNEL, {
    ruleMessages: true,
  });
  const submit = useSubmit();
  const serverErr = (key: string) => submit.fieldErrors[key];
  const withServer = (errors: Record<string, string>, fields: readonly string[] | null) => {
    const out = { ...errors };
    for (const [k, v] of Object.entries(submit.fieldErrors))
      if (
        k !== 'password' &&
        (fields ? fields.includes(k.split('.')[0]) : !BASE_FIELDS.includes(k.split('.')[0]))
      )
        out[k] ??= v;
    return out;
  };

  const confirm = async (password: string) => {
    const form = { ...base.values, ...channel.values } as ChannelForm;
    const result = await submit.run(() => submitChannelForm(api, form, password));
    if (result.ok) {
      setConfirming(false);
      setSaved(result.value);
      setStep(2);
      return;
    }
    // A refusal on a step's field closes the dialog and shows the message on that step.
    const refused = Object.keys((isAppError(result.error) && result.error.fields) || {}).filter(
      (k) => k !== 'password',
    );
    if (refused.length > 0) {
      setConfirming(false);
      setStep(refused.some((k) => BASE_FIELDS.includes(k.split('.')[0])) ? 0 : 1);
    }
  };
  const refusedFields = Object.keys(submit.fieldErrors).filter((k) => k !== 'password');

  const again = () => {
    base.reset(BLANK_BASE);
    channel.reset(BLANK_CHANNEL);
    submit.reset();
    setSaved(null);
    setDetail(false);
    setStep(0);
    setAttempt((n) => n + 1);
  };

  const next = () => {
    if (base.check()) setStep(1);
  };
  const askPassword = () => {
    if (!channel.check()) return;
    submit.reset();
    setConfirming(true);
  };

  // The palette offers what the step on screen offers (its Next, or its Prev and Submit, or Again).
  useRegisterCommands(
    [
      ...(step === 0
        ? [{ id: 'stepForm:next', title: t('template.cmd.stepForm.next'), run: next }]
        : []),
      ...(step === 1 && !confirming
        ? [
            { id: 'stepForm:prev', title: t('template.cmd.stepForm.prev'), run: () => setStep(0) },
            { id: 'stepForm:submit', title: t('template.cmd.stepForm.submit'), run: askPassword },
          ]
        : []),
      ...(step === 2 && saved
        ? [{ id: 'stepForm:again', title: t('template.cmd.stepForm.again'), run: again }]
        : []),
    ].map((c) => ({ ...c, group: 'page' as const })),
    [t, step, confirming, saved, base.values, channel.values],
  );

  const states: StepState[] = statesFrom(STEPS.length, step, step === 2);
  const stateWord = (s: StepState) => t(`template.steps.state.${s}`);

  return (
    <TemplatePage title={t('menu.form.step')}>
      <Panel>
        <Steps
          label={t('template.stepForm.progress')}
          stateLabel={stateWord}
          className="mx-auto mb-6 max-w-3xl"
          items={STEPS.map((s, i) => ({
            title: t(`template.stepForm.step.${s}`),
            description: t(`template.stepForm.step.${s}.desc`),
            state: states[i],
          }))}
        />
        <div className="mx-auto flex max-w-3xl justify-center" key={`${attempt}-${step}`}>
          {step === 0 && (
            <BaseInfoStep
              values={base.values}
              errors={withServer(base.errors, BASE_FIELDS)}
              onChange={(path, next) => {
                base.update(path, next);
                submit.reset();
              }}
              onNext={next}
            />
          )}
          {step === 1 && (
            <ChannelInfoStep
              values={channel.values}
              errors={withServer(channel.errors, null)}
              onChange={(path, next) => {
                channel.update(path, next);
                submit.reset();
              }}
              onPrev={() => setStep(0)}
              onSubmit={askPassword}
            />
          )}
          {step === 2 && saved && (
            <FinishStep
              saved={saved}
              detail={detail}
              onAgain={again}
              onDetail={() => setDetail((d) => !d)}
            />
          )}
        </div>
      </Panel>
      <ConfirmPasswordDialog
        open={confirming}
        submitting={submit.pending}
        error={refusedFields.length === 0 && !serverErr('password') ? submit.error : null}
        passwordError={serverErr('password')}
        onClose={() => setConfirming(false)}
        onConfirm={(p) => void confirm(p)}
      />
    </TemplatePage>
  );
}
