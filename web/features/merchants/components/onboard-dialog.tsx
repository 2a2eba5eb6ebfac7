import { createMerchant } from '#core/api';
import type { Merchant } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { FormDialog, TextField } from '../../../components/data/form.tsx';
import { InstitutionPicker } from '../../../components/data/pickers.tsx';
import { useDialogForm } from '../../../components/data/use-dialog-form.ts';
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
  const { t } = useT();
  const { form, field, check, reset, submit } = useDialogForm<OnboardForm>(
    EMPTY_ONBOARD,
    (f, locale) => schemaErrors(merchantOnboardSchema, f, locale),
    { whileTyping: true },
  );

  const onSubmit = async () => {
    if (!check()) return;
    const input = merchantOnboardSchema.parse(form);
    const result = await submit.run(() => createMerchant(api, input));
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
      <TextField label={t('merchants.field.name')} required {...field('name')} autoFocus />
      <InstitutionPicker
        label={t('merchants.field.institution')}
        allowClear={false}
        required
        {...field('institutionId')}
      />
      <TextField
        label={t('merchants.field.creditCode')}
        required
        {...field('creditCode')}
        hint={t('merchants.hint.creditCode')}
      />
      <TextField label={t('merchants.field.legalPerson')} required {...field('legalPerson')} />
      <TextField label={t('merchants.field.idNo')} required {...field('idNo')} />
      <TextField
        label={t('merchants.field.contactPhone')}
        required
        inputMode="tel"
        {...field('contactPhone')}
      />
      <TextField
        label={t('merchants.field.bankAccount')}
        required
        inputMode="numeric"
        {...field('bankAccount')}
      />
    </FormDialog>
  );
}
