import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { OrgTreeNode } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import { Icon } from '../ui/icon.tsx';
import { Percent } from './money.tsx';

interface Row {
  node: OrgTreeNode;
  depth: number;
  parentId: number | null;
}

function visibleRows(roots: readonly OrgTreeNode[], expanded: ReadonlySet<number>): Row[] {
  const out: Row[] = [];
  const walk = (level: readonly OrgTreeNode[], depth: number, parentId: number | null) => {
    for (const node of level) {
      out.push({ node, depth, parentId });
      if (expanded.has(node.id)) walk(node.children, depth + 1, node.id);
    }
  };
  walk(roots, 0, null);
  return out;
}

interface Props {
  roots: readonly OrgTreeNode[];
  selectedId: number | null;
  onSelect(id: number): void;
  /** Ancestors of the selection start expanded. */
  initiallyExpanded: number[];
  label: string;
  /** What each node shows on the right; by default a settlement target's share. */
  badge?: (node: OrgTreeNode) => ReactNode;
}

function shareBadge(node: OrgTreeNode): ReactNode {
  if (!node.settlementTarget) return null;
  return (
    <span className="rounded bg-surface-3 px-1 text-xs text-fg-2">
      <Percent bp={node.shareBp} />
    </span>
  );
}

/**
 * The organisation tree (ARIA tree): arrows move, Right/Left expand and collapse, Enter selects.
 * Each node shows a badge (by default a settlement target's share of the parent's income).
 */
export function OrgTree({
  roots,
  selectedId,
  onSelect,
  initiallyExpanded,
  label,
  badge = shareBadge,
}: Props) {
  const { t } = useT();
  const [expanded, setExpanded] = useState<Set<number>>(
    () => new Set([...roots.map((r) => r.id), ...initiallyExpanded]),
  );
  const rows = useMemo(() => visibleRows(roots, expanded), [roots, expanded]);
  const [activeId, setActiveId] = useState<number | null>(selectedId);
  const activeIndex = Math.max(
    0,
    rows.findIndex((r) => r.node.id === (activeId ?? selectedId)),
  );

  const toggle = (id: number, open?: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });

  const focusRow = (i: number) => {
    const row = rows[Math.min(rows.length - 1, Math.max(0, i))];
    if (!row) return;
    setActiveId(row.node.id);
    document.getElementById(`org-${row.node.id}`)?.focus();
  };

  const onKey = (e: KeyboardEvent, row: Row, i: number) => {
    const hasChildren = row.node.children.length > 0;
    if (e.key === 'ArrowDown' || e.key === 'j') focusRow(i + 1);
    else if (e.key === 'ArrowUp' || e.key === 'k') focusRow(i - 1);
    else if (e.key === 'ArrowRight') {
      if (hasChildren && !expanded.has(row.node.id)) toggle(row.node.id, true);
      else if (hasChildren) focusRow(i + 1);
    } else if (e.key === 'ArrowLeft') {
      if (hasChildren && expanded.has(row.node.id)) toggle(row.node.id, false);
      else if (row.parentId !== null) focusRow(rows.findIndex((r) => r.node.id === row.parentId));
    } else if (e.key === 'Enter' || e.key === ' ') onSelect(row.node.id);
    else if (e.key === 'Home') focusRow(0);
    else if (e.key === 'End') focusRow(rows.length - 1);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  if (roots.length === 0) return <p className="p-3 text-sm text-fg-3">{t('data.state.empty')}</p>;

  return (
    <ul role="tree" aria-label={label} className="text-sm">
      {rows.map((row, i) => {
        const { node } = row;
        const hasChildren = node.children.length > 0;
        const selected = node.id === selectedId;
        return (
          <li
            key={node.id}
            id={`org-${node.id}`}
            role="treeitem"
            aria-level={row.depth + 1}
            aria-expanded={hasChildren ? expanded.has(node.id) : undefined}
            aria-selected={selected}
            tabIndex={i === activeIndex ? 0 : -1}
            onKeyDown={(e) => onKey(e, row, i)}
            onFocus={() => setActiveId(node.id)}
            onClick={() => {
              setActiveId(node.id);
              onSelect(node.id);
            }}
            style={{ paddingLeft: `${row.depth * 16 + 4}px` }}
            className={`flex cursor-pointer items-center gap-1.5 rounded py-1 pr-2 ${selected ? 'bg-primary-1 text-primary-7 dark:bg-primary-6/20 dark:text-primary-8' : 'hover:bg-surface-2'} ${node.status === 'disabled' ? 'opacity-60' : ''}`}
          >
            <span
              aria-hidden
              onClick={(e) => {
                if (!hasChildren) return;
                e.stopPropagation();
                toggle(node.id);
              }}
              className={`inline-flex h-4 w-4 items-center justify-center text-fg-3 transition-transform ${hasChildren ? '' : 'invisible'} ${expanded.has(node.id) ? 'rotate-90' : ''}`}
            >
              {/* An SVG, not '▶': CJK fonts draw that glyph at a different size in zh-CN. */}
              <Icon name="chevron-right" size={12} />
            </span>
            <span className="min-w-0 flex-1 truncate">{node.name}</span>
            {badge(node)}
            {node.status === 'disabled' && (
              <span className="text-xs text-fg-3">{t('status.org.disabled')}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
