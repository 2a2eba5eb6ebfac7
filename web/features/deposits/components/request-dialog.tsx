import { useState } from 'react';
import { submitDepositRequest } from '#core/api';
import { tryParseYuan } from '#core/money';
import type { DepositAccount } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { FormDialog, TextField } from '../../../components/data/form.tsx';
import { Money } from '../../../components/data/money.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { depositAmountProblem, type SubmittableRequestKind } from '#core/deposits';

interface Props {
  account: DepositAccount;
  kind: SubmittableRequestKind;
  onClose(): void;
  onSubmitted(): void;
}

/** Submits a top-up, refund, freeze, unfreeze or close request; the amount is typed in yuan. */
export function RequestDialog({ account, kind, onClose, onSubmitted }: Props) {
  const api = useApi();
  const { t } = useT();
  const submit = useSubmit();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const needsAmount = kind !== 'close';

  const parsed = needsAmount ? tryParseYuan(amount) : ({ ok: true, fen: 0 } as const);
  const problem = !parsed.ok
    ? amount.trim() === ''
      ? 'validation.required'
      : 'validation.money.invalid'
    : (depositAmountProblem(account, kind, parsed.fen)?.message ?? null);
  const amountError = touched || amount ? (problem ? t(problem) : null) : null;

  const onSubmit = async () => {
    setTouched(true);
    if (problem || !parsed.ok) return;
    const result = await submit.run(() =>
      submitDepositRequest(api, account.accountNo, {
        kind,
        amountFen: parsed.fen,
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    );
    if (result.ok) {
      toast.success(
        t('deposits.request.submittedToast', { kind: t(`requestKind.deposit.${kind}`) }),
      );
      onSubmitted();
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`${t(`requestKind.deposit.${kind}`)} · ${account.accountNo}`}
      description={t('deposits.request.reviewNote')}
      onSubmit={onSubmit}
      submitting={submit.pending}
      submitText={t('deposits.request.submit')}
      error={submit.error}
    >
      <div className="grid grid-cols-3 gap-2 rounded bg-surface-2 p-2 text-xs text-fg-2">
        <div>
          {t('deposits.field.paid')}
          <div className="text-sm text-fg">
            <Money fen={account.paidFen} />
          </div>
        </div>
        <div>
          {t('deposits.field.available')}
          <div className="text-sm text-fg">
            <Money fen={account.availableFen} />
          </div>
        </div>
        <div>
          {t('deposits.field.frozen')}
          <div className="text-sm text-fg">
            <Money fen={account.frozenFen} />
          </div>
        </div>
      </div>
      {needsAmount ? (
        <TextField
          label={t('deposits.request.amountYuan')}
          required
          autoFocus
          inputMode="decimal"
          placeholder="0.00"
          value={amount}
          onChange={setAmount}
          error={amountError ?? submit.fieldErrors.amountFen}
        />
      ) : (
        problem && <p className="text-sm text-danger">{t(problem)}</p>
      )}
      <TextField
        label={t('deposits.request.note')}
        value={note}
        onChange={setNote}
        error={submit.fieldErrors.note}
      />
    </FormDialog>
  );
}
