import type { ReactNode } from 'react';
import { usePermission } from '../hooks/use-permission.ts';

/** Renders its children only for the listed roles (seed §6's directive); [] = everyone. */
export function Permission({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  return usePermission(roles) ? <>{children}</> : null;
}
