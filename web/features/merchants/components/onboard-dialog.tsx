import { useState } from 'react';
import { createMerchant } from '#core/api';
import type { Merchant } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { FormDialog, TextField } from '../../../components/data/form.tsx';
import { InstitutionPicker } from '../../../components/data/pickers.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { schemaErrors } from '../../../components/data/validate-form.ts';
import { merchantOnboardSchema } from '#core/validate';
import { EMPTY_ONBOARD, type OnboardForm } from '../onboard-schema.ts';

/** The merchant onboarding form; the merchant waits in review until approved. */
export function OnboardDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose(): void;
  onCreated(m: Merchant): void;
}) {
  const api = useApi();
  const { t, locale } = useT();
  const submit = useSubmit();
  const [form, setForm] = useState<OnboardForm>(EMPTY_ONBOARD);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [tried, setTried] = useState(false);
  const errors = schemaErrors(merchantOnboardSchema, form, locale);
  const errorOf = (field: keyof OnboardForm) =>
    (tried || touched[field]) && errors[field]
      ? errors[field]
      : (submit.fieldErrors[field] ?? null);
  const set = (field: keyof OnboardForm) => (v: string) => {
    setForm((f) => ({ ...f, [field]: v }));
    setTouched((x) => ({ ...x, [field]: true }));
  };
  const reset = () => {
    setForm(EMPTY_ONBOARD);
    setTouched({});
    setTried(false);
    submit.reset();
  };

  const onSubmit = async () => {
    setTried(true);
    const parsed = merchantOnboardSchema.safeParse(form);
    if (!parsed.success) return;
    const result = await submit.run(() => createMerchant(api, parsed.data));
    if (result.ok) {
      toast.success(t('merchants.onboard.done', { no: result.value.merchantNo }));
      reset();
      onCreated(result.value);
    }
  };

  return (
    <FormDialog
      open={open}
      wide
      onClose={() => {
        reset();
        onClose();
      }}
      title={t('merchants.action.onboard')}
      description={t('merchants.onboard.description')}
      onSubmit={onSubmit}
      submitting={submit.pending}
      error={submit.error}
    >
      <TextField
        label={t('merchants.field.name')}
        required
        value={form.name}
        onChange={set('name')}
        error={errorOf('name')}
        autoFocus
      />
      <InstitutionPicker
        label={t('merchants.field.institution')}
        value={form.institutionId}
        allowClear={false}
        required
        onChange={set('institutionId')}
        error={errorOf('institutionId')}
      />
      <TextField
        label={t('merchants.field.creditCode')}
        required
        value={form.creditCode}
        onChange={set('creditCode')}
        error={errorOf('creditCode')}
        hint={t('merchants.hint.creditCode')}
      />
      <TextField
        label={t('merchants.field.legalPerson')}
        required
        value={form.legalPerson}
        onChange={set('legalPerson')}
        error={errorOf('legalPerson')}
      />
      <TextField
        label={t('merchants.field.idNo')}
        required
        value={form.idNo}
        onChange={set('idNo')}
        error={errorOf('idNo')}
      />
      <TextField
        label={t('merchants.field.contactPhone')}
        required
        inputMode="tel"
        value={form.contactPhone}
        onChange={set('contactPhone')}
        error={errorOf('contactPhone')}
      />
      <TextField
        label={t('merchants.field.bankAccount')}
        required
        inputMode="numeric"
        value={form.bankAccount}
        onChange={set('bankAccount')}
        error={errorOf('bankAccount')}
      />
    </FormDialog>
  );
}
