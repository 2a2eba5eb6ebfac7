import { useState } from 'react';
import { resetUserPassword } from '#core/api';
import { resetPasswordSchema } from '#core/validate';
import type { SystemUser } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useReviewNotice } from '../../../components/data/review/use-review-notice.ts';
import { FormDialog, TextField } from '../../../components/data/form.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { schemaErrors } from '../../../components/data/validate-form.ts';

/** Sets a new password for a user, checked live against the seed's password policy. */
export function ResetPasswordDialog({
  user,
  onClose,
  onDone,
}: {
  user: SystemUser;
  onClose(): void;
  onDone(u: SystemUser): void;
}) {
  const api = useApi();
  const { t, locale } = useT();
  const submit = useSubmit();
  const notice = useReviewNotice('AdminGrantList');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const errors = schemaErrors(resetPasswordSchema, { version: user.version, password }, locale);
  const mismatch = confirmation !== password;

  const onSubmit = async () => {
    setTried(true);
    if (errors.password || mismatch) return;
    const r = await submit.run(() => resetUserPassword(api, user.id, user.version, password));
    if (r.ok) {
      // An administrator's new password waits for review: nothing was reset yet.
      if (r.value.pendingReview) notice(user.username, r.value.pendingReview);
      else toast.success(t('users.done.passwordReset', { name: user.username }));
      onDone(r.value);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('users.action.resetTitle', { name: user.username })}
      onSubmit={onSubmit}
      submitting={submit.pending}
      error={submit.error}
    >
      <TextField
        label={t('users.field.newPassword')}
        type="password"
        required
        autoFocus
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        hint={t('validation.password.policy')}
        error={
          (tried || password) && errors.password
            ? errors.password
            : (submit.fieldErrors.password ?? null)
        }
      />
      <TextField
        label={t('users.field.confirmPassword')}
        type="password"
        required
        autoComplete="new-password"
        value={confirmation}
        onChange={setConfirmation}
        error={(tried || confirmation) && mismatch ? t('users.passwordMismatch') : null}
      />
    </FormDialog>
  );
}
