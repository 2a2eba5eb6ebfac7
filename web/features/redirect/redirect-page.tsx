/**
 * /redirect/:path — the template's redirect helper: it replaces itself with /<path> and the same
 * query, which remounts the target (used to reload a page from outside it). It renders inside the
 * signed-in layout, so the tab bar and the cached pages stay as they were.
 */
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { matchRoute } from '#core/access';
import { useT } from '../../hooks/app-context.tsx';
import { useShell } from '../../hooks/shell.ts';
import { LoadingBlock } from '../../components/ui/spinner.tsx';

export function redirectTarget(pathname: string, search: string): string {
  const rest = pathname.replace(/^\/redirect\/?/, '');
  const decoded = decodeURIComponent(rest);
  const path = `/${decoded.replace(/^\/+/, '')}`;
  return search ? `${path}?${search}` : path;
}

export default function RedirectPage() {
  const { t } = useT();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const { reloadRoute } = useShell();
  useEffect(() => {
    const target = redirectTarget(pathname, search);
    // The target's cached page (if open) is remounted, as the template's redirect does.
    const name = matchRoute(target.split('?')[0])?.name;
    if (name) reloadRoute(name);
    navigate(target, { replace: true });
  }, [pathname, search, navigate, reloadRoute]);
  return <LoadingBlock label={t('shell.redirect.going')} className="h-full min-h-[240px]" />;
}
