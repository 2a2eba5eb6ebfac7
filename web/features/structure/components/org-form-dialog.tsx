import { useState } from 'react';
import { createOrg } from '#core/api';
import { bpToPercentString, percentToBp } from '#core/money';
import { orgCreateSchema } from '#core/validate';
import type { Organisation, OrgKind, OrgTreeNode } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { CheckField, FormDialog, SelectField, TextField } from '../../../components/data/form.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { schemaErrors } from '../../../components/data/validate-form.ts';
import { remainingBp } from '../share-rules.ts';

const KINDS: OrgKind[] = ['platform', 'branch', 'partner', 'agent'];

/** Creates an organisation under `parent` (a root when parent is null). */
export function OrgFormDialog({
  parent,
  onClose,
  onCreated,
}: {
  parent: OrgTreeNode | null;
  onClose(): void;
  onCreated(org: Organisation): void;
}) {
  const api = useApi();
  const { t, locale } = useT();
  const submit = useSubmit();
  const [form, setForm] = useState({
    code: '',
    name: '',
    kind: (parent ? 'partner' : 'platform') as OrgKind,
    bankAccount: '',
    settlementTarget: !!parent,
    percent: '0',
  });
  const [tried, setTried] = useState(false);
  const room = remainingBp(parent?.children ?? [], null);
  let bp: number | null = null;
  let shareError: string | null = null;
  try {
    bp = percentToBp(form.percent);
    if (form.settlementTarget && bp > room)
      shareError = t('structure.share.exceeds', { room: bpToPercentString(room) });
  } catch {
    shareError = t('validation.bp.invalid');
  }
  const input = {
    parentId: parent?.id ?? null,
    code: form.code,
    name: form.name,
    kind: form.kind,
    settlementTarget: form.settlementTarget,
    shareBp: form.settlementTarget ? (bp ?? -1) : 0,
    bankAccount: form.bankAccount,
  };
  const errors = schemaErrors(orgCreateSchema, input, locale);
  const err = (f: 'code' | 'name' | 'bankAccount') =>
    tried && errors[f] ? errors[f] : (submit.fieldErrors[f] ?? null);

  const onSubmit = async () => {
    setTried(true);
    if (Object.keys(errors).length || (form.settlementTarget && shareError)) return;
    const r = await submit.run(() => createOrg(api, orgCreateSchema.parse(input)));
    if (r.ok) {
      toast.success(
        t(r.value.pendingReview ? 'structure.create.pending' : 'structure.create.done', {
          name: r.value.name,
        }),
      );
      onCreated(r.value);
    }
  };

  return (
    <FormDialog
      open
      wide
      onClose={onClose}
      title={
        parent
          ? t('structure.create.titleUnder', { parent: parent.name })
          : t('structure.create.title')
      }
      onSubmit={onSubmit}
      submitting={submit.pending}
      error={submit.error}
    >
      <TextField
        label={t('structure.field.code')}
        required
        autoFocus
        value={form.code}
        onChange={(code) => setForm({ ...form, code })}
        error={err('code')}
      />
      <TextField
        label={t('structure.field.name')}
        required
        value={form.name}
        onChange={(name) => setForm({ ...form, name })}
        error={err('name')}
      />
      <SelectField
        label={t('structure.field.kind')}
        value={form.kind}
        onChange={(kind) => setForm({ ...form, kind: kind as OrgKind })}
        options={KINDS.map((k) => ({ value: k, label: t(`orgKind.${k}`) }))}
      />
      <TextField
        label={t('structure.field.bankAccount')}
        required
        inputMode="numeric"
        value={form.bankAccount}
        onChange={(bankAccount) => setForm({ ...form, bankAccount })}
        error={err('bankAccount')}
      />
      {parent && (
        <>
          <CheckField
            label={t('structure.field.settlementTarget')}
            checked={form.settlementTarget}
            onChange={(settlementTarget) => setForm({ ...form, settlementTarget })}
          />
          {form.settlementTarget && (
            <TextField
              label={t('structure.share.percent')}
              required
              inputMode="decimal"
              value={form.percent}
              onChange={(percent) => setForm({ ...form, percent })}
              error={shareError ?? submit.fieldErrors.shareBp}
              hint={t('structure.share.room', { room: bpToPercentString(room) })}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
