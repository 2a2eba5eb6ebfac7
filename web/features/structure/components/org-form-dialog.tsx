import { createOrg } from '#core/api';
import { bpToPercentString, percentToBp } from '#core/money';
import { orgCreateSchema } from '#core/validate';
import type { Organisation, OrgKind, OrgTreeNode } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useReviewNotice } from '../../../components/data/review/use-review-notice.ts';
import { CheckField, FormDialog, SelectField, TextField } from '../../../components/data/form.tsx';
import { useDialogForm } from '../../../components/data/use-dialog-form.ts';
import { schemaErrors } from '../../../components/data/validate-form.ts';
import { remainingBp } from '../share-rules.ts';

const KINDS: OrgKind[] = ['platform', 'branch', 'partner', 'agent'];

type OrgForm = {
  code: string;
  name: string;
  kind: OrgKind;
  bankAccount: string;
  settlementTarget: boolean;
  percent: string;
};

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
  const { t } = useT();
  const notice = useReviewNotice('OrgReviewList');
  const room = remainingBp(parent?.children ?? [], null);
  const bpOf = (percent: string) => {
    try {
      return percentToBp(percent);
    } catch {
      return null;
    }
  };
  const inputOf = (f: OrgForm) => ({
    parentId: parent?.id ?? null,
    code: f.code,
    name: f.name,
    kind: f.kind,
    settlementTarget: f.settlementTarget,
    shareBp: f.settlementTarget ? (bpOf(f.percent) ?? -1) : 0,
    bankAccount: f.bankAccount,
  });
  const { form, set, field, check, submit } = useDialogForm<OrgForm>(
    {
      code: '',
      name: '',
      kind: parent ? 'partner' : 'platform',
      bankAccount: '',
      settlementTarget: !!parent,
      percent: '0',
    },
    (f, locale) => schemaErrors(orgCreateSchema, inputOf(f), locale),
  );
  const bp = bpOf(form.percent);
  const shareError =
    bp === null
      ? t('validation.bp.invalid')
      : form.settlementTarget && bp > room
        ? t('structure.share.exceeds', { room: bpToPercentString(room) })
        : null;

  const onSubmit = async () => {
    const valid = check();
    if (!valid || (form.settlementTarget && shareError)) return;
    const r = await submit.run(() => createOrg(api, orgCreateSchema.parse(inputOf(form))));
    if (r.ok) {
      const { pendingReview, name } = r.value;
      if (pendingReview) notice(name, pendingReview, t('structure.create.pending', { name }));
      else toast.success(t('structure.create.done', { name }));
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
      <TextField label={t('structure.field.code')} required autoFocus {...field('code')} />
      <TextField label={t('structure.field.name')} required {...field('name')} />
      <SelectField
        label={t('structure.field.kind')}
        value={form.kind}
        onChange={(kind) => set('kind')(kind as OrgKind)}
        options={KINDS.map((k) => ({ value: k, label: t(`orgKind.${k}`) }))}
      />
      <TextField
        label={t('structure.field.bankAccount')}
        required
        inputMode="numeric"
        {...field('bankAccount')}
      />
      {parent && (
        <>
          <CheckField
            label={t('structure.field.settlementTarget')}
            checked={form.settlementTarget}
            onChange={set('settlementTarget')}
          />
          {form.settlementTarget && (
            <TextField
              label={t('structure.share.percent')}
              required
              inputMode="decimal"
              value={form.percent}
              onChange={set('percent')}
              error={shareError ?? submit.fieldErrors.shareBp}
              hint={t('structure.share.room', { room: bpToPercentString(room) })}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
