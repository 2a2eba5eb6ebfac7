/**
 * /redirect/:path — the template's redirect helper: it replaces itself with /<path> and the same
 * query, which remounts the target (used to reload a page from outside it).
 */
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../hooks/app-context.tsx';
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
  useEffect(() => {
    navigate(redirectTarget(pathname, search), { replace: true });
  }, [pathname, search, navigate]);
  return <LoadingBlock label={t('shell.redirect.going')} className="min-h-screen" />;
}
