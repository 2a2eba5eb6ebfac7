import { createUser, updateUser } from '#core/api';
import { userCreateSchema, userUpdateSchema } from '#core/validate';
import type { SystemUser } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useReviewNotice } from '../../../components/data/review/use-review-notice.ts';
import { FormDialog, SelectField, TextField } from '../../../components/data/form.tsx';
import { OrgSelect } from '../../../components/data/pickers.tsx';
import { useDialogForm } from '../../../components/data/use-dialog-form.ts';
import { schemaErrors } from '../../../components/data/validate-form.ts';

type Field = 'username' | 'name' | 'phone' | 'email' | 'role' | 'orgId' | 'password';

/**
 * Creates a system user, or edits one. On edit the masked phone is only sent when retyped, and
 * username and password are not editable here (password has its own reset).
 */
export function UserDialog({
  editing,
  defaultOrgId,
  onClose,
  onSaved,
}: {
  editing: SystemUser | null;
  defaultOrgId: string;
  onClose(): void;
  onSaved(u: SystemUser): void;
}) {
  const api = useApi();
  const { t } = useT();
  const notice = useReviewNotice('AdminGrantList');
  // On edit only the editable fields are sent, the phone only when retyped.
  const bodyOf = (f: Record<Field, string>) =>
    editing
      ? {
          version: editing.version,
          name: f.name,
          email: f.email,
          role: f.role,
          orgId: f.orgId,
          ...(f.phone.trim() ? { phone: f.phone } : {}),
        }
      : f;
  const schema = editing ? userUpdateSchema : userCreateSchema;
  const { form, set, field, check, submit } = useDialogForm<Record<Field, string>>(
    () => ({
      username: editing?.username ?? '',
      name: editing?.name ?? '',
      phone: '',
      email: editing?.email ?? '',
      role: editing?.role ?? 'user',
      orgId: editing ? String(editing.orgId) : defaultOrgId,
      password: '',
    }),
    (f, locale) => schemaErrors(schema, bodyOf(f), locale),
  );
  const body = bodyOf(form);

  const onSubmit = async () => {
    if (!check()) return;
    const r = await submit.run(() =>
      editing
        ? updateUser(api, editing.id, userUpdateSchema.parse(body))
        : createUser(api, userCreateSchema.parse(body)),
    );
    if (r.ok) {
      const { pendingReview, username } = r.value;
      // The admin role waits for a second admin: say so, with the way to the review.
      if (pendingReview) notice(username, pendingReview);
      else
        toast.success(t(editing ? 'users.done.updated' : 'users.done.created', { name: username }));
      onSaved(r.value);
    }
  };

  return (
    <FormDialog
      open
      wide
      onClose={onClose}
      title={
        editing ? t('users.action.editTitle', { name: editing.username }) : t('users.action.create')
      }
      onSubmit={onSubmit}
      submitting={submit.pending}
      error={submit.error}
    >
      {!editing && (
        <TextField
          label={t('users.field.username')}
          required
          autoFocus
          autoComplete="off"
          {...field('username')}
          hint={t('validation.username.pattern')}
        />
      )}
      <TextField label={t('users.field.name')} required autoFocus={!!editing} {...field('name')} />
      <TextField
        label={t('users.field.phone')}
        required={!editing}
        inputMode="tel"
        placeholder={editing?.phone}
        hint={editing ? t('merchants.change.blankKeeps') : undefined}
        {...field('phone')}
      />
      <TextField label={t('users.field.email')} required type="email" {...field('email')} />
      <SelectField
        label={t('users.field.role')}
        value={form.role}
        onChange={set('role')}
        options={(['user', 'admin'] as const).map((r) => ({ value: r, label: t(`role.${r}`) }))}
      />
      <OrgSelect
        label={t('users.field.org')}
        required
        allLabel={t('institutions.pickOrg')}
        {...field('orgId')}
      />
      {!editing && (
        <TextField
          label={t('users.field.password')}
          required
          type="password"
          autoComplete="new-password"
          {...field('password')}
          hint={t('validation.password.policy')}
        />
      )}
    </FormDialog>
  );
}
