import { hasPermission } from '#core/access';
import { useSession } from './app-context.tsx';

/**
 * Seed §6's permission directive as a hook: true when the current (locally switched) role is in
 * `roles`; an empty list means no restriction; a value that is not a list is an error (core throws).
 */
export function usePermission(roles: readonly string[]): boolean {
  const { role } = useSession();
  return hasPermission(roles, role);
}
