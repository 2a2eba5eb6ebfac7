import { useState } from 'react';
import { submitMerchantChange, type MerchantChange } from '#core/api';
import { merchantChangeSchema } from '#core/validate';
import type { Merchant } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { FormDialog, TextField } from '../../../components/data/form.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { schemaErrors } from '../../../components/data/validate-form.ts';

// Only the fields the operator changed are checked and sent; a blank masked field means "unchanged".
type ChangeForm = Record<'name' | 'legalPerson' | 'contactPhone' | 'bankAccount', string>;

/** Submits a change of a merchant's data; it applies only when a reviewer approves it. */
export function ChangeDialog({
  merchant,
  onClose,
  onSubmitted,
}: {
  merchant: Merchant;
  onClose(): void;
  onSubmitted(): void;
}) {
  const api = useApi();
  const { t, locale } = useT();
  const submit = useSubmit();
  const [form, setForm] = useState<ChangeForm>({
    name: merchant.name,
    legalPerson: merchant.legalPerson,
    contactPhone: '',
    bankAccount: '',
  });
  const changed: Partial<ChangeForm> = {};
  if (form.name.trim() !== merchant.name) changed.name = form.name;
  if (form.legalPerson.trim() !== merchant.legalPerson) changed.legalPerson = form.legalPerson;
  if (form.contactPhone.trim()) changed.contactPhone = form.contactPhone;
  if (form.bankAccount.trim()) changed.bankAccount = form.bankAccount;
  const errors = schemaErrors(
    merchantChangeSchema,
    { version: merchant.version, ...changed },
    locale,
  );
  const nothing = Object.keys(changed).length === 0;
  const [tried, setTried] = useState(false);
  const err = (f: keyof ChangeForm) => errors[f] ?? submit.fieldErrors[f] ?? null;

  const onSubmit = async () => {
    setTried(true);
    if (nothing || Object.keys(errors).length) return;
    const body: MerchantChange = merchantChangeSchema.parse({
      version: merchant.version,
      ...changed,
    });
    const result = await submit.run(() => submitMerchantChange(api, merchant.merchantNo, body));
    if (result.ok) {
      toast.success(t('merchants.change.done'));
      onSubmitted();
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('merchants.action.change')}
      description={t('merchants.change.description')}
      onSubmit={onSubmit}
      submitting={submit.pending}
      submitText={t('deposits.request.submit')}
      error={submit.error ?? (tried && nothing ? t('validation.changes.empty') : null)}
    >
      <TextField
        label={t('merchants.field.name')}
        value={form.name}
        onChange={(name) => setForm({ ...form, name })}
        error={err('name')}
        autoFocus
      />
      <TextField
        label={t('merchants.field.legalPerson')}
        value={form.legalPerson}
        onChange={(legalPerson) => setForm({ ...form, legalPerson })}
        error={err('legalPerson')}
      />
      <TextField
        label={t('merchants.field.contactPhone')}
        placeholder={merchant.contactPhone}
        hint={t('merchants.change.blankKeeps')}
        value={form.contactPhone}
        onChange={(contactPhone) => setForm({ ...form, contactPhone })}
        error={err('contactPhone')}
      />
      <TextField
        label={t('merchants.field.bankAccount')}
        placeholder={merchant.bankAccount}
        hint={t('merchants.change.blankKeeps')}
        value={form.bankAccount}
        onChange={(bankAccount) => setForm({ ...form, bankAccount })}
        error={err('bankAccount')}
      />
    </FormDialog>
  );
}
