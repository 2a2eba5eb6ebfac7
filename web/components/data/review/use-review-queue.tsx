import { useCallback, useRef, useState } from 'react';
import type { ApiClient, BatchDecisionInput, BatchDecisionResult } from '#core/api';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../../hooks/use-commands.ts';
import { toast } from '../../ui/toast.ts';
import { claimError } from '../../../lib/request-errors.ts';
import { errorText } from '../error-text.ts';
import { BatchResultDialog, type BatchRow } from './batch-result-dialog.tsx';
import { DecisionDialog, type Decision } from './decision-dialog.tsx';
import { codeOf, isStale, refusalHintKey } from './explain-refusal.ts';

/** How a review queue reads and decides its records (deposit requests, merchant reviews). */
export interface ReviewAdapter<T> {
  key(row: T): string;
  id(row: T): number;
  version(row: T): number;
  /** The number the reviewer knows the record by. */
  number(row: T): string;
  /** One line: kind and amount. */
  describe(row: T): string;
  isPending(row: T): boolean;
  approve(api: ApiClient, row: T): Promise<unknown>;
  reject(api: ApiClient, row: T, reason: string): Promise<unknown>;
  decide(api: ApiClient, input: BatchDecisionInput): Promise<BatchDecisionResult>;
}

interface Options<T> {
  adapter: ReviewAdapter<T>;
  rows: T[];
  cursorRow: T | null;
  refetch(): void;
}

/**
 * The keyboard review flow: `a` approves and `r` rejects the selected rows (or the row under the
 * cursor) after a confirm step; one row is decided on its own, several in one batch call with
 * per-item results. Refusals (maker–checker, conflicts) are explained, and stale lists reload.
 * The cursor row's own commands (open, copy its number) are the page's `useRowCommands`.
 */
export function useReviewQueue<T>({ adapter, rows, cursorRow, refetch }: Options<T>) {
  const api = useApi();
  const { t, locale } = useT();
  const [selected, setSelectedRows] = useState<Map<string, T>>(new Map());
  const [dialog, setDialog] = useState<{ decision: Decision; targets: T[] } | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<BatchRow[] | null>(null);

  const selectedKeys = new Set(selected.keys());
  const setSelected = useCallback(
    (keys: Set<string>) =>
      setSelectedRows((prev) => {
        const next = new Map<string, T>();
        for (const k of keys) {
          const row = prev.get(k) ?? rows.find((r) => adapter.key(r) === k);
          if (row) next.set(k, row);
        }
        return next;
      }),
    [rows, adapter],
  );

  const start = (decision: Decision, explicit?: T[]) => {
    const candidates =
      explicit ?? (selected.size > 0 ? [...selected.values()] : cursorRow ? [cursorRow] : []);
    const targets = candidates.filter(adapter.isPending);
    if (targets.length === 0) {
      toast.info(t(candidates.length ? 'review.nothingPending' : 'review.nothingChosen'));
      return;
    }
    setError(null);
    setDialog({ decision, targets });
  };
  const startRef = useRef(start);
  startRef.current = start;

  const explain = (err: unknown) => {
    const hint = refusalHintKey(codeOf(err));
    const text = errorText(err, locale, t('data.state.errorGeneric'));
    return hint ? `${text} ${t(hint)}` : text;
  };

  const confirm = async (reason: string) => {
    if (!dialog) return;
    const { decision, targets } = dialog;
    setPending(true);
    setError(null);
    try {
      if (targets.length === 1) {
        const row = targets[0];
        await (decision === 'approve'
          ? adapter.approve(api, row)
          : adapter.reject(api, row, reason));
        toast.success(
          t(decision === 'approve' ? 'review.done.approved' : 'review.done.rejected', {
            subject: adapter.number(row),
          }),
        );
      } else {
        const { results: out } = await adapter.decide(api, {
          decision,
          ...(decision === 'reject' ? { reason } : {}),
          items: targets.map((r) => ({ id: adapter.id(r), version: adapter.version(r) })),
        });
        const byId = new Map(targets.map((r) => [adapter.id(r), r]));
        setResults(
          out.map((o) => ({
            ...o,
            label: byId.has(o.id) ? adapter.number(byId.get(o.id)!) : `#${o.id}`,
          })),
        );
      }
      setDialog(null);
      setSelectedRows(new Map());
      refetch();
    } catch (err) {
      // Shown in the decision dialog with a plain explanation: not toasted as well.
      claimError(err);
      setError(explain(err));
      if (isStale(codeOf(err))) refetch();
    } finally {
      setPending(false);
    }
  };

  useRegisterCommands(
    [
      {
        id: 'review:approve',
        title: t('review.cmd.approve'),
        group: 'selection',
        icon: 'check',
        shortcut: ['a'],
        hotkey: true,
        run: () => startRef.current('approve'),
      },
      {
        id: 'review:reject',
        title: t('review.cmd.reject'),
        group: 'selection',
        icon: 'close',
        shortcut: ['r'],
        hotkey: true,
        run: () => startRef.current('reject'),
      },
    ],
    [locale],
  );

  const dialogs = (
    <>
      {dialog && (
        <DecisionDialog
          decision={dialog.decision}
          subject={
            dialog.targets.length === 1
              ? adapter.number(dialog.targets[0])
              : t('review.subject.many', { count: dialog.targets.length })
          }
          details={dialog.targets
            .slice(0, 5)
            .map((r) => `${adapter.number(r)} · ${adapter.describe(r)}`)
            .concat(
              dialog.targets.length > 5
                ? [t('review.subject.more', { count: dialog.targets.length - 5 })]
                : [],
            )}
          pending={pending}
          error={error}
          onConfirm={(reason) => void confirm(reason)}
          onClose={() => setDialog(null)}
        />
      )}
      {results && <BatchResultDialog rows={results} onClose={() => setResults(null)} />}
    </>
  );

  return {
    selectedKeys,
    setSelected,
    selectedCount: selected.size,
    start,
    dialogs,
    clear: () => setSelectedRows(new Map()),
  };
}
