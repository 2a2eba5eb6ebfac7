import * as Popover from 'radix-ui/popover';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { getInstitution, getOrgTree, listInstitutions } from '#core/api';
import type { Institution, OrgTreeNode } from '#core/types';
import { useApi, useT } from '../../hooks/app-context.tsx';
import { useResource } from './use-resource.ts';

const TRIGGER =
  'flex h-8 w-full min-w-44 items-center justify-between gap-2 rounded border border-line bg-surface px-2 text-left text-sm text-fg hover:border-line-strong';

interface InstitutionPickerProps {
  value: string;
  /** The name to show for `value` before the search has loaded it. */
  valueLabel?: string;
  onChange(id: string, institution: Institution | null): void;
  label: string;
  /** Show the label above the control (filters and forms) or only to screen readers. */
  showLabel?: boolean;
  allowClear?: boolean;
  error?: string | null;
  /** In a form: the required mark, and 'Choose…' instead of 'All' while empty. */
  required?: boolean;
}

/** A searchable institution chooser (there are hundreds): type to search by name or credit code. */
export function InstitutionPicker({
  value,
  valueLabel,
  onChange,
  label,
  showLabel = true,
  allowClear = true,
  error,
  required,
}: InstitutionPickerProps) {
  const api = useApi();
  const { t } = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  const [chosen, setChosen] = useState<Institution | null>(null);
  const results = useResource(
    open ? (signal) => listInstitutions(api, { q, pageSize: 20, sort: 'name' }, { signal }) : null,
    [api, q, open],
  );
  const selectedName = chosen && String(chosen.id) === value ? chosen.name : valueLabel;
  // Resolve the name of an id that came from the URL.
  const named = useResource(
    value && !selectedName ? (signal) => getInstitution(api, Number(value), { signal }) : null,
    [api, value, selectedName],
  );
  const display =
    selectedName ??
    (named.data && String(named.data.id) === value ? named.data.name : undefined) ??
    (value ? `#${value}` : '');
  const items = results.data?.items ?? [];

  const pick = (inst: Institution | null) => {
    setChosen(inst);
    onChange(inst ? String(inst.id) : '', inst);
    setOpen(false);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') setActive((a) => Math.min(items.length - 1, a + 1));
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
    else if (e.key === 'Enter' && items[active]) pick(items[active]);
    else return;
    e.preventDefault();
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={showLabel ? 'text-xs text-fg-3' : 'sr-only'}>
        {required && (
          <span aria-hidden className="mr-0.5 text-danger">
            *
          </span>
        )}
        {label}
      </label>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          id={id}
          className={`${TRIGGER} ${error ? 'border-danger' : ''}`}
          aria-invalid={error ? true : undefined}
        >
          <span className={`truncate ${display ? '' : 'text-fg-3'}`}>
            {display || t(allowClear ? 'data.filter.all' : 'kit.picker.choose')}
          </span>
          <span aria-hidden className="text-fg-3">
            ▾
          </span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label={label}
            align="start"
            sideOffset={4}
            className="z-[60] w-72 rounded-md border border-line bg-surface p-2 text-sm text-fg shadow-pop"
          >
            <input
              autoFocus
              type="search"
              value={q}
              role="combobox"
              aria-expanded
              aria-controls={`${id}-list`}
              aria-activedescendant={items[active] ? `${id}-o${active}` : undefined}
              aria-label={label}
              placeholder={t('data.picker.search')}
              onChange={(e) => {
                setQ(e.target.value);
                setActive(0);
              }}
              onKeyDown={onKey}
              className="mb-2 h-8 w-full rounded border border-line bg-surface px-2"
            />
            <ul
              id={`${id}-list`}
              role="listbox"
              aria-label={label}
              aria-busy={results.loading}
              className="max-h-64 overflow-auto scrollbar-thin"
            >
              {allowClear && value && (
                <li
                  role="option"
                  aria-selected={false}
                  onClick={() => pick(null)}
                  className="cursor-pointer rounded px-2 py-1.5 text-fg-3 hover:bg-surface-2"
                >
                  {t('data.picker.clear')}
                </li>
              )}
              {items.map((inst, i) => (
                <li
                  key={inst.id}
                  id={`${id}-o${i}`}
                  role="option"
                  aria-selected={String(inst.id) === value}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => pick(inst)}
                  className={`cursor-pointer rounded px-2 py-1.5 ${i === active ? 'bg-surface-2' : ''} ${String(inst.id) === value ? 'text-primary-6' : ''}`}
                >
                  <div className="truncate">{inst.name}</div>
                  <div className="truncate text-xs text-fg-3">{inst.creditCode}</div>
                </li>
              ))}
            </ul>
            {/* Outside the listbox, which may own options only (axe: aria-required-children). */}
            {items.length === 0 && (
              <p role="status" className="px-2 py-1.5 text-fg-3">
                {t(results.loading ? 'data.state.loading' : 'data.state.empty')}
              </p>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {error && <p className="text-xs text-danger">{error}</p>}
    </div>
  );
}

interface FlatOrg {
  id: number;
  name: string;
  depth: number;
  node: OrgTreeNode;
}

/** The organisation tree flattened in display order, with each node's depth. */
function flattenOrgTree(roots: readonly OrgTreeNode[], depth = 0, out: FlatOrg[] = []): FlatOrg[] {
  for (const node of roots) {
    out.push({ id: node.id, name: node.name, depth, node });
    flattenOrgTree(node.children, depth + 1, out);
  }
  return out;
}

/** The organisation tree, loaded once per mount. */
export function useOrgTree() {
  const api = useApi();
  return useResource((signal) => getOrgTree(api, { signal }), [api]);
}

/** An organisation chooser: the tree as an indented list (organisations are few). */
export function OrgSelect({
  value,
  onChange,
  label,
  allLabel,
  error,
  required,
}: {
  value: string;
  onChange(id: string): void;
  label: string;
  allLabel?: string;
  error?: string | null;
  required?: boolean;
}) {
  const { t } = useT();
  const id = useId();
  const tree = useOrgTree();
  const flat = useMemo(() => flattenOrgTree(tree.data ?? []), [tree.data]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-fg-3">
        {required && (
          <span aria-hidden className="mr-0.5 text-danger">
            *
          </span>
        )}
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        className={`h-8 min-w-44 rounded border bg-surface px-2 text-sm text-fg ${error ? 'border-danger' : 'border-line'}`}
      >
        <option value="">{allLabel ?? t('data.filter.all')}</option>
        {flat.map((o) => (
          <option key={o.id} value={o.id}>
            {`${'\u3000'.repeat(o.depth)}${o.name}`}
          </option>
        ))}
      </select>
      {error && <p className="text-xs text-danger">{error}</p>}
    </div>
  );
}
