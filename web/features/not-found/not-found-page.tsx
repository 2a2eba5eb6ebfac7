import { useLocation } from 'wouter';
import { useT } from '../../hooks/app-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ResultIllustration } from '../../components/ui/result-illustration.tsx';

/** The not-found page: unknown or denied routes land here (seed §2, §5). */
export default function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  return (
    <div
      className={
        embedded
          ? 'flex h-full items-center justify-center p-6'
          : 'flex min-h-screen items-center justify-center bg-canvas p-6'
      }
    >
      <div className="flex max-w-md flex-col items-center gap-3 text-center">
        <ResultIllustration code="404" />
        <h1 className="text-lg font-semibold text-fg">{t('shell.notFound.title')}</h1>
        <p className="text-sm text-fg-2">{t('exception.result.404.description')}</p>
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
