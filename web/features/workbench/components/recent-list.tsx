import { useState } from 'react';
import { useLocation } from 'wouter';
import { ROUTE_BY_NAME } from '#core/access';
import { useServices, useT } from '../../../hooks/app-context.tsx';
import { readRecent, type RecentItem } from '../../../lib/recent.ts';

function hrefOf(item: RecentItem): string | null {
  const route = ROUTE_BY_NAME.get(item.route);
  if (!route) return null;
  return item.key ? `${route.path}?open=${encodeURIComponent(item.key)}` : route.path;
}

/** Recently visited pages and records (the shell's recent list), newest first. */
export function RecentList() {
  const { storage } = useServices();
  const { t, formatRelative } = useT();
  const [, navigate] = useLocation();
  const [items] = useState(() => readRecent(storage).filter((i) => i.route !== 'Workplace'));
  if (items.length === 0) return <p className="text-sm text-fg-3">{t('workbench.recent.empty')}</p>;
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => {
        const href = hrefOf(item);
        return (
          <li key={`${item.kind}:${item.route}:${item.key ?? ''}`}>
            <button
              type="button"
              disabled={!href}
              onClick={() => href && navigate(href)}
              className="flex w-full items-center gap-3 px-1 py-2 text-left text-sm hover:bg-surface-2"
            >
              <span className="rounded bg-surface-3 px-1.5 text-xs text-fg-2">
                {item.kind === 'record' ? t('workbench.recent.record') : t('workbench.recent.page')}
              </span>
              <span className="min-w-0 flex-1 truncate">
                {item.kind === 'page' ? t(item.title) : item.title}
                {item.subtitle && <span className="ml-2 text-fg-3">{item.subtitle}</span>}
              </span>
              <span className="text-xs text-fg-3">{formatRelative(item.at)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
