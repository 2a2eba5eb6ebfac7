/** Security · change password with the seed's password rule (core's changePasswordSchema). */
import { useState, type FormEvent } from 'react';
import { changeMyPassword } from '#core/api';
import { changePasswordSchema } from '#core/validate';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { TextField } from '../../../components/data/form.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { useSchemaForm } from '../../../components/template-kit/use-schema-form.ts';
import { CurrentPhoneProof } from './current-phone-proof.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({ onChanged }: { onChanged(): void }) {
  const api = useApi();
  const { t } = useT();
  const form = useSchemaForm(changePasswordSchema, EMPTY);
  const submit = useSubmit();
  const v = form.values;
  const set = (key: keyof typeof EMPTY) => (value: string) =>
    form.update(key, { ...v, [key]: value });
  const err = (key: string) => form.errors[key] ?? submit.fieldErrors[key];
  // An administrator also proves the current phone; the server says so by asking for the code.
  const [proof, setProof] = useState('');
  const asksProof = Boolean(submit.fieldErrors.currentPhoneCode) || proof !== '';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) return;
    const result = await submit.run(() =>
      changeMyPassword(api, proof ? { ...v, currentPhoneCode: proof } : v),
    );
    if (result.ok) {
      setProof('');
      toast.success(
        t('template.security.passwordChanged', { count: result.value.otherSessionsEnded }),
      );
      form.reset(EMPTY);
      onChanged();
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('template.security.password')}
      className="grid max-w-md gap-3"
    >
      <TextField
        label={t('template.security.currentPassword')}
        type="password"
        required
        autoComplete="current-password"
        value={v.currentPassword}
        onChange={set('currentPassword')}
        error={err('currentPassword')}
      />
      <TextField
        label={t('template.security.newPassword')}
        type="password"
        required
        autoComplete="new-password"
        hint={t('validation.password.policy')}
        value={v.newPassword}
        onChange={set('newPassword')}
        error={err('newPassword')}
      />
      <TextField
        label={t('template.security.confirmPassword')}
        type="password"
        required
        autoComplete="new-password"
        value={v.confirmPassword}
        onChange={set('confirmPassword')}
        error={err('confirmPassword')}
      />
      {asksProof && (
        <CurrentPhoneProof value={proof} onChange={setProof} error={err('currentPhoneCode')} />
      )}
      <div>
        <Button type="submit" variant="primary" loading={submit.pending}>
          {t('template.security.changePassword')}
        </Button>
      </div>
    </form>
  );
}
