import { useState } from 'react';
import { openDepositAccount } from '#core/api';
import { tryParseYuan } from '#core/money';
import type { DepositAccount } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { FormDialog, TextField } from '../../../components/data/form.tsx';
import { InstitutionPicker } from '../../../components/data/pickers.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';

interface Props {
  open: boolean;
  onClose(): void;
  onCreated(account: DepositAccount): void;
}

/** Opens a deposit account: it waits in review (an `open` request) until a reviewer approves it. */
export function OpenAccountDialog({ open, onClose, onCreated }: Props) {
  const api = useApi();
  const { t } = useT();
  const submit = useSubmit();
  const [institutionId, setInstitutionId] = useState('');
  const [required, setRequired] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);

  const parsed = tryParseYuan(required);
  const requiredError = !required.trim()
    ? 'validation.required'
    : !parsed.ok
      ? 'validation.money.invalid'
      : parsed.fen <= 0
        ? 'validation.money.positive'
        : null;
  const institutionError = institutionId ? null : 'validation.required';

  const close = () => {
    setInstitutionId('');
    setRequired('');
    setNote('');
    setTried(false);
    submit.reset();
    onClose();
  };

  const onSubmit = async () => {
    setTried(true);
    if (requiredError || institutionError || !parsed.ok) return;
    const result = await submit.run(() =>
      openDepositAccount(api, {
        institutionId: Number(institutionId),
        requiredFen: parsed.fen,
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    );
    if (result.ok) {
      toast.success(t('deposits.open.done', { no: result.value.accountNo }));
      onCreated(result.value);
      setInstitutionId('');
      setRequired('');
      setNote('');
      setTried(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('deposits.action.open')}
      description={t('deposits.open.description')}
      onSubmit={onSubmit}
      submitting={submit.pending}
      error={submit.error}
    >
      <InstitutionPicker
        label={t('deposits.field.institution')}
        value={institutionId}
        allowClear={false}
        required
        onChange={(id) => setInstitutionId(id)}
        error={tried && institutionError ? t(institutionError) : submit.fieldErrors.institutionId}
      />
      <TextField
        label={t('deposits.open.requiredYuan')}
        required
        inputMode="decimal"
        placeholder="0.00"
        value={required}
        onChange={setRequired}
        error={
          (tried || required) && requiredError ? t(requiredError) : submit.fieldErrors.requiredFen
        }
      />
      <TextField label={t('deposits.request.note')} value={note} onChange={setNote} />
    </FormDialog>
  );
}
