/**
 * The exception pages (seed §8): 403 'Access to this resource on the server is denied.',
 * 404 'Whoops, this page is gone.' with a retry, 500 'Internal server error'.
 */
import { useLocation } from 'wouter';
import { useT } from '../../hooks/app-context.tsx';
import { useShell } from '../../hooks/shell.ts';
import { Button } from '../../components/ui/button.tsx';
import { ResultIllustration } from '../../components/ui/result-illustration.tsx';

export function ExceptionPage({ code }: { code: '403' | '404' | '500' }) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const shell = useShell();
  return (
    <div className="flex h-full min-h-[420px] items-center justify-center p-6">
      <section
        aria-labelledby={`exception-${code}`}
        className="flex max-w-md flex-col items-center gap-3 text-center"
      >
        <ResultIllustration code={code} />
        <h1 id={`exception-${code}`} className="text-lg font-semibold text-fg">
          {code}
        </h1>
        <p className="text-sm text-fg-2">{t(`exception.result.${code}.description`)}</p>
        <div className="mt-2 flex gap-2">
          {code === '404' && (
            <Button variant="outline" onClick={shell.reloadPage}>
              {t('exception.result.404.retry')}
            </Button>
          )}
          <Button variant="primary" onClick={() => navigate('/')}>
            {t(`exception.result.${code}.back`)}
          </Button>
        </div>
      </section>
    </div>
  );
}
