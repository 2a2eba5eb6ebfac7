import type { Locale } from '#core/errors';
import type { SessionUser } from './context.ts';

/** Per-request variables set by the app's middleware. */
export interface HonoEnv {
  Variables: {
    requestId: string;
    locale: Locale;
    ip: string;
    user: SessionUser | null;
  };
}

/** The API base path (seed §9). */
export const API_BASE = '/qy-sla-admin-api';
