import { useLocation, useSearch } from 'wouter';
import { useSession, useT } from '../../hooks/app-context.tsx';
import { deniedRouteOf } from '../../lib/denied-route.ts';
import { Button } from '../../components/ui/button.tsx';
import { ResultIllustration } from '../../components/ui/result-illustration.tsx';

/** The not-found page: unknown or denied routes land here (seed §2, §5). */
export default function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const { role } = useSession();
  // A page that exists but needs an administrator is named, with why it did not open.
  const denied = deniedRouteOf(useSearch());
  return (
    <div
      className={
        embedded
          ? 'flex h-full items-center justify-center p-6'
          : 'flex min-h-screen items-center justify-center bg-canvas p-6'
      }
    >
      <div className="flex max-w-md flex-col items-center gap-3 text-center">
        <ResultIllustration code={denied ? '403' : '404'} />
        <h1 className="text-lg font-semibold text-fg">
          {denied ? t('shell.denied.title') : t('shell.notFound.title')}
        </h1>
        <p className="text-sm text-fg-2">
          {denied
            ? t('shell.denied.needsAdmin', {
                page: t(denied.meta.locale),
                role: t(`role.${role ?? 'user'}`),
              })
            : t('exception.result.404.description')}
        </p>
        <div className="mt-2 flex gap-2">
          <Button variant="outline" onClick={() => window.history.back()}>
            {t('exception.result.404.back')}
          </Button>
          <Button variant="primary" onClick={() => navigate('/')}>
            {t('shell.notFound.home')}
          </Button>
        </div>
      </div>
    </div>
  );
}
