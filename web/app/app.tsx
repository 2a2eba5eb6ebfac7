/**
 * The console's root: theme application, global overlays (toasts, confirm dialog, progress bar,
 * session-expired handling) and the guarded routes. The login page and the signed-in layout are
 * separate chunks, so /login loads only what it shows.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useApi, useT } from '../hooks/app-context.tsx';
import { usePendingConfirm } from '../components/ui/confirm-store.ts';
import { ProgressBar, ProgressFallback } from '../components/ui/progress-bar.tsx';
import { LoadingBlock } from '../components/ui/spinner.tsx';
import { useSnapshot } from 'valtio';
import { toastState } from '../components/ui/toast.ts';
import { loadAppStylesheet } from '../lib/app-stylesheet.ts';
import { loadConsoleCatalogue, SUPPORTED_LOCALES } from '#core/i18n/catalogue';
import { useApplyTheme } from './use-apply-theme.ts';
import { useRouteGuard } from './use-route-guard.ts';
import { useRequestErrorToast } from './use-request-error-toast.ts';
import { useSessionExpiredDialog } from './use-session-expired.ts';

const LoginPage = lazy(() => import('../features/login/login-page.tsx'));
// Off the sign-in screen the whole stylesheet is needed (/login has only its own CSS inline).
const styled = <T,>(load: Promise<T>) =>
  Promise.all([load, loadAppStylesheet()]).then(([module]) => module);
const NotFoundPage = lazy(() => styled(import('../features/not-found/not-found-page.tsx')));
const loadToaster = () => import('../components/ui/toaster.tsx');
const Toaster = lazy(loadToaster);
// The signed-in messages load beside the shell's chunk: the rest of the active locale and the
// other locale whole (the palette and the shell commands search titles in both languages), so the
// shell's first render has them all and no command is re-registered when they arrive. The toast
// region comes with it.
const SignedInShell = lazy(() =>
  Promise.all([
    styled(import('./signed-in-shell.tsx')),
    loadToaster(),
    ...SUPPORTED_LOCALES.map(loadConsoleCatalogue),
  ]).then(([shell]) => shell),
);
// The alert dialog loads the first time something asks for a confirmation.
const ConfirmHost = lazy(() => styled(import('../components/ui/confirm-dialog.tsx')));

function GuardedRoutes() {
  const guard = useRouteGuard();
  const client = useApi();
  const { t } = useT();
  const fallback = (
    <ProgressFallback>
      <LoadingBlock label={t('shell.loading')} className="min-h-screen" />
    </ProgressFallback>
  );
  if (guard.status === 'pending') return fallback;
  const { route } = guard;
  let screen;
  if (route.name === 'Login') screen = <LoginPage />;
  else if (route.name === 'NotFound' && !route.meta.requiresAuth && !client.tokenStore.get())
    screen = <NotFoundPage />;
  else screen = <SignedInShell route={route} />;
  return <Suspense fallback={fallback}>{screen}</Suspense>;
}

export function App() {
  const { t } = useT();
  useApplyTheme();
  useSessionExpiredDialog();
  useRequestErrorToast();
  const asking = usePendingConfirm() !== null;
  // The toast region loads with the signed-in shell, or on the sign-in's first toast.
  const toasting = useSnapshot(toastState).items.length > 0;
  const [toasterLoaded, setToasterLoaded] = useState(false);
  useEffect(() => {
    if (toasting) setToasterLoaded(true);
  }, [toasting]);
  const [confirmLoaded, setConfirmLoaded] = useState(false);
  useEffect(() => {
    if (asking) setConfirmLoaded(true);
  }, [asking]);
  return (
    <>
      <ProgressBar />
      <GuardedRoutes />
      {(toasting || toasterLoaded) && (
        <Suspense fallback={null}>
          <Toaster
            closeLabel={t('common.close')}
            toastLabel={t('common.notification')}
            regionLabel={t('common.notifications')}
          />
        </Suspense>
      )}
      {(asking || confirmLoaded) && (
        <Suspense fallback={null}>
          <ConfirmHost okText={t('common.ok')} cancelText={t('common.cancel')} />
        </Suspense>
      )}
    </>
  );
}
