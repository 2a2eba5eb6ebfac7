import { createInstitution, updateInstitution, type InstitutionInput } from '#core/api';
import type { Institution } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { FormDialog, TextField } from '../../../components/data/form.tsx';
import { OrgSelect } from '../../../components/data/pickers.tsx';
import { useDialogForm } from '../../../components/data/use-dialog-form.ts';
import { schemaErrors } from '../../../components/data/validate-form.ts';
import { institutionCreateSchema } from '#core/validate';
import type { InstitutionForm } from '../institution-schema.ts';

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
  const { t } = useT();
  // On edit a blank phone means "keep the current one".
  const schemaFor = (f: InstitutionForm) =>
    editing && !f.contactPhone.trim()
      ? institutionCreateSchema.omit({ contactPhone: true })
      : institutionCreateSchema;
  const { form, field, check, submit } = useDialogForm<InstitutionForm>(
    () => ({
      name: editing?.name ?? '',
      creditCode: editing?.creditCode ?? '',
      legalPerson: editing?.legalPerson ?? '',
      contactName: editing?.contactName ?? '',
      contactPhone: '',
      address: editing?.address ?? '',
      orgId: editing ? String(editing.orgId) : '',
    }),
    (f, locale) => schemaErrors(schemaFor(f), f, locale),
  );

  const onSubmit = async () => {
    if (!check()) return;
    const input = schemaFor(form).parse(form) as Omit<InstitutionInput, 'contactPhone'> & {
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
      <TextField label={t('institutions.field.name')} required autoFocus {...field('name')} />
      <TextField
        label={t('institutions.field.creditCode')}
        required
        {...field('creditCode')}
        hint={t('merchants.hint.creditCode')}
      />
      <TextField label={t('institutions.field.legalPerson')} required {...field('legalPerson')} />
      <TextField label={t('institutions.field.contactName')} required {...field('contactName')} />
      <TextField
        label={t('institutions.field.contactPhone')}
        required={!editing}
        inputMode="tel"
        placeholder={editing?.contactPhone}
        hint={editing ? t('merchants.change.blankKeeps') : undefined}
        {...field('contactPhone')}
      />
      <OrgSelect
        label={t('institutions.field.org')}
        required
        allLabel={t('institutions.pickOrg')}
        {...field('orgId')}
      />
      <div className="sm:col-span-2">
        <TextField label={t('institutions.field.address')} required {...field('address')} />
      </div>
    </FormDialog>
  );
}
