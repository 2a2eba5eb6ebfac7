/**
 * Group form (seed §2, §3, §5): video and audio parameters and a description. It starts from the
 * parameters now in force, is checked as you type by core's groupFormSchema (frame rates 1–30,
 * bit rates 150–1800, description ≤ 200 words), and the server checks it again. Saving starts the
 * approval shown on the basic profile, and the success page shows its progress.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { getBasicProfile, submitParamGroup, type BasicProfile, type ParamGroup } from '#core/api';
import { groupFormSchema, MAX_WORDS } from '#core/validate';
import { useApi, useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useResource } from '../../components/data/use-resource.ts';
import { useSubmit } from '../../components/data/use-submit.ts';
import { TextAreaField } from '../../components/template-kit/fields.tsx';
import { Panel, TemplatePage } from '../../components/template-kit/panel.tsx';
import { ResourceView } from '../../components/template-kit/resource-view.tsx';
import { useSchemaForm } from '../../components/template-kit/use-schema-form.ts';
import { ParamFields } from './components/param-fields.tsx';
import {
  AUDIO_FIELDS,
  initialValues,
  setPath,
  VIDEO_FIELDS,
} from '../../components/template-kit/param-group.ts';

export default function GroupFormPage() {
  const api = useApi();
  const { t } = useT();
  const profile = useResource((signal) => getBasicProfile(api, { signal }), [api]);
  const [version, setVersion] = useState(0);
  return (
    <TemplatePage title={t('menu.form.group')}>
      <ResourceView resource={profile} rows={3}>
        {(p) => <GroupForm key={version} profile={p} onReset={() => setVersion((v) => v + 1)} />}
      </ResourceView>
    </TemplatePage>
  );
}

function GroupForm({ profile, onReset }: { profile: BasicProfile; onReset(): void }) {
  const api = useApi();
  const { t } = useT();
  const [, navigate] = useLocation();
  const form = useSchemaForm(groupFormSchema, initialValues(profile.current));
  const submit = useSubmit();
  const errors = { ...submit.fieldErrors, ...form.errors };
  const change = (path: string, value: unknown) =>
    form.update(path, setPath(form.values, path, value));
  const formRef = useRef<HTMLFormElement>(null);

  // Save goes through the form's own submit (checks, focus on the first error); both are always on screen.
  useRegisterCommands(
    [
      {
        id: 'groupForm:save',
        title: t('template.cmd.groupForm.save'),
        group: 'page',
        icon: 'check',
        run: () => formRef.current?.requestSubmit(),
      },
      {
        id: 'groupForm:reset',
        title: t('template.cmd.groupForm.reset'),
        group: 'page',
        icon: 'refresh',
        run: onReset,
      },
    ],
    [t, onReset],
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) {
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const group = groupFormSchema.parse(form.values) as ParamGroup;
    const result = await submit.run(() => submitParamGroup(api, group));
    if (result.ok) {
      toast.success(t('template.groupForm.saved', { id: result.value.id }));
      navigate('/result/success');
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="flex flex-col gap-4"
    >
      <ParamFields
        title={t('template.groupForm.video')}
        group="video"
        fields={VIDEO_FIELDS}
        values={form.values}
        errors={errors}
        onChange={change}
      />
      <ParamFields
        title={t('template.groupForm.audio')}
        group="audio"
        fields={AUDIO_FIELDS}
        values={form.values}
        errors={errors}
        onChange={change}
      />
      <Panel>
        <TextAreaField
          label={t('template.groupForm.explanation')}
          value={String(form.values.explanation ?? '')}
          onChange={(v) => change('explanation', v)}
          error={errors.explanation}
          maxWords={MAX_WORDS}
          placeholder={t('template.groupForm.explanation.placeholder')}
        />
      </Panel>
      {submit.error && !Object.keys(submit.fieldErrors).length && (
        <p role="alert" className="text-sm text-danger">
          {submit.error}
        </p>
      )}
      <div className="sticky bottom-0 flex gap-2 rounded-lg border border-line bg-surface p-3">
        <Button type="submit" variant="primary" loading={submit.pending}>
          {t('template.groupForm.submit')}
        </Button>
        <Button variant="outline" onClick={onReset}>
          {t('template.form.reset')}
        </Button>
      </div>
    </form>
  );
}
