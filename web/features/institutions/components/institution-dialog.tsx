import { useState } from 'react';
import { createInstitution, updateInstitution, type InstitutionInput } from '#core/api';
import type { Institution } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { FormDialog, TextField } from '../../../components/data/form.tsx';
import { OrgSelect } from '../../../components/data/pickers.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { schemaErrors } from '../../../components/data/validate-form.ts';
import { institutionCreateSchema } from '#core/validate';
import type { InstitutionField, InstitutionForm } from '../institution-schema.ts';

/**
 * Creates an institution, or edits one (`editing`). Masked contact phones are not sent back
 * unless retyped, so an edit never overwrites the real number with its mask.
 */
export function InstitutionDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: Institution | null;
  onClose(): void;
  onSaved(i: Institution): void;
}) {
  const api = useApi();
  const { t, locale } = useT();
  const submit = useSubmit();
  const [form, setForm] = useState<InstitutionForm>(() => ({
    name: editing?.name ?? '',
    creditCode: editing?.creditCode ?? '',
    legalPerson: editing?.legalPerson ?? '',
    contactName: editing?.contactName ?? '',
    contactPhone: '',
    address: editing?.address ?? '',
    orgId: editing ? String(editing.orgId) : '',
  }));
  const [tried, setTried] = useState(false);
  // On edit a blank phone means "keep the current one".
  const checked =
    editing && !form.contactPhone.trim()
      ? institutionCreateSchema.omit({ contactPhone: true })
      : institutionCreateSchema;
  const errors = schemaErrors(checked, form, locale);
  const err = (f: InstitutionField) =>
    tried && errors[f] ? errors[f] : (submit.fieldErrors[f] ?? null);
  const set = (f: InstitutionField) => (v: string) => setForm((x) => ({ ...x, [f]: v }));

  const onSubmit = async () => {
    setTried(true);
    if (Object.keys(errors).length) return;
    const input = checked.parse(form) as Omit<InstitutionInput, 'contactPhone'> & {
      contactPhone?: string;
    };
    const r = await submit.run(() =>
      editing
        ? updateInstitution(api, editing.id, { version: editing.version, ...input })
        : createInstitution(api, { ...input, contactPhone: input.contactPhone ?? '' }),
    );
    if (r.ok) {
      toast.success(
        t(editing ? 'institutions.done.updated' : 'institutions.done.created', {
          name: r.value.name,
        }),
      );
      onSaved(r.value);
    }
  };

  return (
    <FormDialog
      open
      wide
      onClose={onClose}
      title={
        editing
          ? t('institutions.action.editTitle', { name: editing.name })
          : t('institutions.action.create')
      }
      onSubmit={onSubmit}
      submitting={submit.pending}
      error={submit.error}
    >
      <TextField
        label={t('institutions.field.name')}
        required
        autoFocus
        value={form.name}
        onChange={set('name')}
        error={err('name')}
      />
      <TextField
        label={t('institutions.field.creditCode')}
        required
        value={form.creditCode}
        onChange={set('creditCode')}
        error={err('creditCode')}
        hint={t('merchants.hint.creditCode')}
      />
      <TextField
        label={t('institutions.field.legalPerson')}
        required
        value={form.legalPerson}
        onChange={set('legalPerson')}
        error={err('legalPerson')}
      />
      <TextField
        label={t('institutions.field.contactName')}
        required
        value={form.contactName}
        onChange={set('contactName')}
        error={err('contactName')}
      />
      <TextField
        label={t('institutions.field.contactPhone')}
        required={!editing}
        inputMode="tel"
        placeholder={editing?.contactPhone}
        hint={editing ? t('merchants.change.blankKeeps') : undefined}
        value={form.contactPhone}
        onChange={set('contactPhone')}
        error={err('contactPhone')}
      />
      <OrgSelect
        label={t('institutions.field.org')}
        required
        allLabel={t('institutions.pickOrg')}
        value={form.orgId}
        onChange={set('orgId')}
        error={err('orgId')}
      />
      <div className="sm:col-span-2">
        <TextField
          label={t('institutions.field.address')}
          required
          value={form.address}
          onChange={set('address')}
          error={err('address')}
        />
      </div>
    </FormDialog>
  );
}
