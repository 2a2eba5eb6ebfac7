/** The step form's last gate: the submitter types their password, the server checks it. */
import { useState } from 'react';
import { useT } from '../../../hooks/app-context.tsx';
import { FormDialog, TextField } from '../../../components/data/form.tsx';

export function ConfirmPasswordDialog({
  open,
  submitting,
  error,
  passwordError,
  onClose,
  onConfirm,
}: {
  open: boolean;
  submitting: boolean;
  /** A refusal that is not about the password. */
  error: string | null;
  passwordError?: string;
  onClose(): void;
  onConfirm(password: string): void;
}) {
  const { t } = useT();
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const localError = tried && !password ? t('validation.password.current') : undefined;
  return (
    <FormDialog
      open={open}
      onClose={() => {
        setPassword('');
        setTried(false);
        onClose();
      }}
      title={t('template.stepForm.confirm.title')}
      description={t('template.stepForm.confirm.body')}
      submitText={t('template.stepForm.confirm.ok')}
      submitting={submitting}
      error={error}
      dirty={false}
      onSubmit={() => {
        setTried(true);
        if (password) onConfirm(password);
      }}
    >
      <TextField
        label={t('template.security.currentPassword')}
        type="password"
        required
        autoFocus
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={localError ?? passwordError}
      />
    </FormDialog>
  );
}
