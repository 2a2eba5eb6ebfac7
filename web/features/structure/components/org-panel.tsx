import { FULL_BP, bpToPercentString } from '#core/money';
import type { OrgTreeNode } from '#core/types';
import { useT } from '../../../hooks/app-context.tsx';
import { Fields, Section } from '../../../components/data/detail-drawer.tsx';
import { Percent } from '../../../components/data/money.tsx';
import { RecordStatus } from '../../../components/data/record-status.tsx';
import { siblingShareBp } from '../share-rules.ts';
import { SplitPreviewPanel } from './split-preview.tsx';
import { Button } from '../../../components/ui/button.tsx';

interface Props {
  node: OrgTreeNode;
  path: OrgTreeNode[];
  revision: number;
  busy: boolean;
  onEditShare(node: OrgTreeNode): void;
  onAddChild(): void;
  onToggleEnabled(): void;
}

/** The selected organisation: its fields, its settlement targets and the split preview. */
export function OrgPanel({
  node,
  path,
  revision,
  busy,
  onEditShare,
  onAddChild,
  onToggleEnabled,
}: Props) {
  const { t } = useT();
  const used = siblingShareBp(node.children, null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <nav aria-label={t('structure.path')} className="text-xs text-fg-3">
            {path.map((p) => p.name).join(' / ')}
          </nav>
          <h2 className="mt-0.5 flex items-center gap-2 text-base font-semibold text-fg">
            {node.name}
            <RecordStatus kind="org" value={node.status} />
          </h2>
        </div>
        <div className="flex flex-wrap gap-2">
          {path.length > 1 && (
            <Button variant="outline" onClick={() => onEditShare(node)}>
              {t('structure.action.editShare')}
            </Button>
          )}
          <Button variant="outline" disabled={busy} onClick={onToggleEnabled}>
            {node.status === 'enabled'
              ? t('structure.action.disable')
              : t('structure.action.enable')}
          </Button>
          <Button variant="primary" onClick={onAddChild} disabled={node.status !== 'enabled'}>
            {t('structure.action.addChild')}
          </Button>
        </div>
      </div>
      <Fields
        items={[
          {
            label: t('structure.field.code'),
            value: <span className="font-mono">{node.code}</span>,
          },
          { label: t('structure.field.kind'), value: t(`orgKind.${node.kind}`) },
          {
            label: t('structure.field.settlementTarget'),
            value: node.settlementTarget ? t('structure.yes') : t('structure.no'),
          },
          {
            label: t('structure.field.shareBp'),
            value: node.settlementTarget ? <Percent bp={node.shareBp} /> : '—',
          },
          {
            label: t('structure.field.bankAccount'),
            value: <span className="font-mono">{node.bankAccount || '—'}</span>,
          },
          {
            label: t('structure.field.users'),
            value: <span className="tabular-nums">{node.userCount}</span>,
          },
        ]}
      />
      <Section
        title={t('structure.targets.title')}
        actions={
          <span className={`text-xs tabular-nums ${used > FULL_BP ? 'text-danger' : 'text-fg-3'}`}>
            {t('structure.targets.used', { used: bpToPercentString(used) })}
          </span>
        }
      >
        {node.children.length === 0 ? (
          <p className="text-sm text-fg-3">{t('structure.targets.none')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-fg-3">
              <tr>
                <th className="py-1 font-normal">{t('structure.field.name')}</th>
                <th className="py-1 font-normal">{t('structure.field.kind')}</th>
                <th className="py-1 pr-6 text-right font-normal">{t('structure.field.shareBp')}</th>
                <th className="py-1 font-normal">{t('data.common.status')}</th>
                <th className="py-1 text-right font-normal">
                  <span className="sr-only">{t('data.common.operations')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {node.children.map((c) => (
                <tr key={c.id} className="border-t border-line">
                  <td className="py-1.5">{c.name}</td>
                  <td className="py-1.5 text-fg-2">{t(`orgKind.${c.kind}`)}</td>
                  <td className="py-1.5 pr-6 text-right">
                    {c.settlementTarget ? (
                      <Percent bp={c.shareBp} />
                    ) : (
                      <span className="text-fg-3">{t('structure.targets.notTarget')}</span>
                    )}
                  </td>
                  <td className="py-1.5">
                    <RecordStatus kind="org" value={c.status} />
                  </td>
                  <td className="py-1.5 text-right">
                    <Button variant="text" size="sm" onClick={() => onEditShare(c)}>
                      {t('structure.action.editShare')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
      <Section title={t('structure.split.title')}>
        <SplitPreviewPanel orgId={node.id} revision={revision} />
      </Section>
    </div>
  );
}
