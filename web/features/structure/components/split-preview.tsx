import { useEffect, useState } from 'react';
import { previewSplit } from '#core/api';
import { tryParseYuan } from '#core/money';
import type { SplitPreview } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { Money, Percent } from '../../../components/data/money.tsx';
import { ErrorBlock } from '../../../components/data/table-states.tsx';
import { useResource } from '../../../components/data/use-resource.ts';

/**
 * Enter a gross amount in yuan and see how it splits across this organisation's settlement
 * targets and its retained part. The server splits with core's largest-remainder allocation, so
 * the parts add up to the gross exactly, to the fen.
 */
export function SplitPreviewPanel({ orgId, revision }: { orgId: number; revision: number }) {
  const api = useApi();
  const { t } = useT();
  const [input, setInput] = useState('10,000.00');
  const [debounced, setDebounced] = useState(input);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(input), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const parsed = tryParseYuan(debounced);
  const grossFen = parsed.ok ? parsed.fen : null;
  const preview = useResource<SplitPreview>(
    grossFen !== null ? (signal) => previewSplit(api, orgId, grossFen, { signal }) : null,
    [api, orgId, grossFen, revision],
  );
  const inputInvalid = input.trim() !== '' && !tryParseYuan(input).ok;
  const data =
    preview.data && preview.data.orgId === orgId && preview.data.grossFen === grossFen
      ? preview.data
      : undefined;
  const sum = data ? data.parts.reduce((a, p) => a + p.amountFen, 0) : 0;

  return (
    <div className="flex flex-col gap-3" data-testid="split-preview">
      <label className="flex flex-col gap-1 text-sm text-fg-2">
        {t('structure.split.gross')}
        <input
          value={input}
          inputMode="decimal"
          onChange={(e) => setInput(e.target.value)}
          aria-invalid={inputInvalid || undefined}
          aria-describedby={inputInvalid ? 'split-gross-msg' : undefined}
          className={`h-8 w-56 rounded border bg-surface px-2 text-right tabular-nums text-fg ${inputInvalid ? 'border-danger' : 'border-line'}`}
        />
        {inputInvalid && (
          <span id="split-gross-msg" className="text-xs text-danger">
            {t('validation.money.invalid')}
          </span>
        )}
      </label>
      {preview.error ? (
        <ErrorBlock error={preview.error} onRetry={preview.refetch} />
      ) : !data ? (
        <div className="h-24 animate-pulse rounded bg-surface-2" />
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-fg-3">
            <tr>
              <th className="py-1 font-normal">{t('structure.split.part')}</th>
              <th className="py-1 text-right font-normal">{t('structure.field.shareBp')}</th>
              <th className="py-1 text-right font-normal">{t('structure.split.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {data.parts.map((p) => (
              <tr
                key={`${p.orgId}-${p.retained}`}
                className="border-t border-line"
                data-split-part=""
              >
                <td className="py-1.5">
                  {p.name}
                  {p.retained && (
                    <span className="ml-1.5 text-xs text-fg-3">
                      {t('structure.split.retained')}
                    </span>
                  )}
                </td>
                <td className="py-1.5 text-right">
                  <Percent bp={p.shareBp} />
                </td>
                <td className="py-1.5 text-right" data-amount-fen={p.amountFen}>
                  <Money fen={p.amountFen} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-line-strong font-medium">
              <td className="py-1.5">{t('structure.split.sum')}</td>
              <td />
              <td className="py-1.5 text-right" data-testid="split-sum" data-sum-fen={sum}>
                <Money fen={sum} />
                <span
                  className={`ml-2 text-xs ${sum === data.grossFen ? 'text-success' : 'text-danger'}`}
                >
                  {sum === data.grossFen
                    ? t('structure.split.exact')
                    : t('structure.split.mismatch')}
                </span>
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}
