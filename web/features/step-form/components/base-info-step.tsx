/** Step form · step 1: activity name, channel type, promotion time, promote link. */
import type { FormEvent } from 'react';
import { CHANNEL_TYPES } from '#core/validate';
import { useT } from '../../../hooks/app-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/data/form.tsx';
import type { BaseInfo } from '../step-form-model.ts';

export function BaseInfoStep({
  values,
  errors,
  onChange,
  onNext,
}: {
  values: BaseInfo;
  errors: Record<string, string>;
  onChange(path: string, next: BaseInfo): void;
  onNext(): void;
}) {
  const { t } = useT();
  const set =
    <K extends keyof BaseInfo>(key: K) =>
    (value: BaseInfo[K]) =>
      onChange(key, { ...values, [key]: value });
  const setDate = (i: 0 | 1) => (value: string) => {
    const next: [string, string] = [...values.promotionTime];
    next[i] = value;
    onChange('promotionTime', { ...values, promotionTime: next });
  };
  const dateError = errors['promotionTime.0'] ?? errors['promotionTime.1'];
  // A missing date is the field's own 'required' message, not the date format's.
  const timeError =
    errors.promotionTime ??
    (dateError && values.promotionTime.some((d) => !d)
      ? t('validation.stepForm.promotionTime.required')
      : dateError);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onNext();
  };
  return (
    <form onSubmit={submit} noValidate className="grid w-full max-w-xl gap-3">
      <TextField
        label={t('template.stepForm.activityName')}
        required
        value={values.activityName}
        onChange={set('activityName')}
        placeholder={t('template.stepForm.activityName.placeholder')}
        error={errors.activityName}
        hint={t('template.stepForm.activityName.hint')}
        autoFocus
      />
      <SelectField
        label={t('template.stepForm.channelType')}
        required
        value={values.channelType}
        onChange={(v) => set('channelType')(v as BaseInfo['channelType'])}
        placeholder={t('template.form.choose')}
        options={CHANNEL_TYPES.map((c) => ({
          value: c,
          label: t(`template.stepForm.channelType.${c}`),
        }))}
        error={errors.channelType}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm text-fg-2">
          <span aria-hidden className="mr-0.5 text-danger">
            *
          </span>
          {t('template.stepForm.promotionTime')}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label={t('template.stepForm.startDate')}
            type="date"
            value={values.promotionTime[0]}
            onChange={setDate(0)}
          />
          <TextField
            label={t('template.stepForm.endDate')}
            type="date"
            value={values.promotionTime[1]}
            onChange={setDate(1)}
          />
        </div>
        {timeError && (
          <p role="alert" className="text-xs text-danger">
            {timeError}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('template.stepForm.promoteLink')}
        required
        type="url"
        inputMode="text"
        value={values.promoteLink}
        onChange={set('promoteLink')}
        placeholder="https://"
        error={errors.promoteLink}
      />
      <div className="flex gap-2 pt-1">
        <Button type="submit" variant="primary">
          {t('template.stepForm.next')}
        </Button>
      </div>
    </form>
  );
}
