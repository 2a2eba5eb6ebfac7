import { useEffect } from 'react';
import { toast } from '../components/ui/toast.ts';
import { useServices, useT } from '../hooks/app-context.tsx';
import { errorMessage } from '../lib/error-message.ts';

/**
 * Seed §8: any non-success answer and any transport failure shows a 5 s error toast with the
 * server's message, else 'Request Error'. The one place that does it for every request (the
 * login-expired family opens 'Confirm exit' instead; see use-session-expired.ts).
 */
export function useRequestErrorToast(): void {
  const services = useServices();
  const { t } = useT();
  useEffect(() => {
    services.onRequestError.current = (error) => toast.error(errorMessage(error, t));
    return () => {
      services.onRequestError.current = null;
    };
  }, [services, t]);
}
