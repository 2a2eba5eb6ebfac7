import { useState } from 'react';
import { updateOrg } from '#core/api';
import { bpToPercentString, percentToBp } from '#core/money';
import type { Organisation, OrgTreeNode } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { CheckField, FormDialog, TextField } from '../../../components/data/form.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { remainingBp } from '../share-rules.ts';
import { useReviewNotice } from '../../../components/data/review/use-review-notice.ts';

interface Props {
  node: OrgTreeNode;
  siblings: readonly OrgTreeNode[];
  onClose(): void;
  onSaved(org: Organisation): void;
}

/** Edits a settlement target's share, checking live that siblings stay within 100%. */
export function ShareDialog({ node, siblings, onClose, onSaved }: Props) {
  const api = useApi();
  const { t } = useT();
  const submit = useSubmit();
  const notice = useReviewNotice('OrgReviewList');
  const [target, setTarget] = useState(node.settlementTarget);
  const [percent, setPercent] = useState(bpToPercentString(node.shareBp).replace('%', ''));
  const room = remainingBp(siblings, node.id);

  let bp: number | null = null;
  let problem: string | null = null;
  try {
    bp = percentToBp(percent);
  } catch {
    problem = t('validation.bp.invalid');
  }
  if (bp !== null && target && bp > room) {
    problem = t('structure.share.exceeds', { room: bpToPercentString(room) });
  }

  const onSubmit = async () => {
    if (problem || bp === null) return;
    const r = await submit.run(() =>
      updateOrg(api, node.id, {
        version: node.version,
        settlementTarget: target,
        shareBp: target ? bp! : 0,
      }),
    );
    if (r.ok) {
      // Share and target change through review: say so instead of "saved".
      if (r.value.pendingReview) notice(node.name, r.value.pendingReview);
      else toast.success(t('structure.share.saved', { name: node.name }));
      onSaved(r.value);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('structure.share.title', { name: node.name })}
      description={t('structure.share.description')}
      onSubmit={onSubmit}
      submitting={submit.pending}
      error={submit.error}
    >
      <CheckField
        label={t('structure.field.settlementTarget')}
        checked={target}
        onChange={setTarget}
      />
      {target && (
        <TextField
          label={t('structure.share.percent')}
          required
          autoFocus
          inputMode="decimal"
          value={percent}
          onChange={setPercent}
          error={problem ?? submit.fieldErrors.shareBp}
          hint={t('structure.share.room', { room: bpToPercentString(room) })}
        />
      )}
    </FormDialog>
  );
}
