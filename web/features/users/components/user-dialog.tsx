import { useState } from 'react';
import { createUser, updateUser } from '#core/api';
import { userCreateSchema, userUpdateSchema } from '#core/validate';
import type { SystemUser } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { FormDialog, SelectField, TextField } from '../../../components/data/form.tsx';
import { OrgSelect } from '../../../components/data/pickers.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';
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
  const { t, locale } = useT();
  const submit = useSubmit();
  const [form, setForm] = useState<Record<Field, string>>({
    username: editing?.username ?? '',
    name: editing?.name ?? '',
    phone: '',
    email: editing?.email ?? '',
    role: editing?.role ?? 'user',
    orgId: editing ? String(editing.orgId) : defaultOrgId,
    password: '',
  });
  const [tried, setTried] = useState(false);
  const set = (f: Field) => (v: string) => setForm((x) => ({ ...x, [f]: v }));

  const body = editing
    ? {
        version: editing.version,
        name: form.name,
        email: form.email,
        role: form.role,
        orgId: form.orgId,
        ...(form.phone.trim() ? { phone: form.phone } : {}),
      }
    : form;
  const schema = editing ? userUpdateSchema : userCreateSchema;
  const errors = schemaErrors(schema, body, locale);
  const err = (f: Field) => (tried && errors[f] ? errors[f] : (submit.fieldErrors[f] ?? null));

  const onSubmit = async () => {
    setTried(true);
    if (Object.keys(errors).length) return;
    const r = await submit.run(() =>
      editing
        ? updateUser(api, editing.id, userUpdateSchema.parse(body))
        : createUser(api, userCreateSchema.parse(body)),
    );
    if (r.ok) {
      toast.success(
        t(editing ? 'users.done.updated' : 'users.done.created', { name: r.value.username }),
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
          value={form.username}
          onChange={set('username')}
          error={err('username')}
          hint={t('validation.username.pattern')}
        />
      )}
      <TextField
        label={t('users.field.name')}
        required
        autoFocus={!!editing}
        value={form.name}
        onChange={set('name')}
        error={err('name')}
      />
      <TextField
        label={t('users.field.phone')}
        required={!editing}
        inputMode="tel"
        placeholder={editing?.phone}
        hint={editing ? t('merchants.change.blankKeeps') : undefined}
        value={form.phone}
        onChange={set('phone')}
        error={err('phone')}
      />
      <TextField
        label={t('users.field.email')}
        required
        type="email"
        value={form.email}
        onChange={set('email')}
        error={err('email')}
      />
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
        value={form.orgId}
        onChange={set('orgId')}
        error={err('orgId')}
      />
      {!editing && (
        <TextField
          label={t('users.field.password')}
          required
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={err('password')}
          hint={t('validation.password.policy')}
        />
      )}
    </FormDialog>
  );
}
