import { isRouteAllowedForMenu } from '#core/access';
import { AppError, Code } from '#core/errors';
import type { Role, SessionUser } from './context.ts';
import type { MenuRef } from './endpoint.ts';

/**
 * The server side of the seed's access rule for one call: 'open' needs nothing, '*' a signed-in user,
 * a route name the route rule (role list + presence in the caller's server menu), then the
 * endpoint's own role list. Refusal: 403100.
 */
export async function authorize(
  user: SessionUser,
  menu: MenuRef,
  roles: readonly Role[] | undefined,
  menuNamesOf: (role: Role) => Promise<Set<string>>,
): Promise<void> {
  if (menu !== 'open' && menu !== '*') {
    const names = await menuNamesOf(user.role);
    if (!isRouteAllowedForMenu(menu, user.role, names)) throw new AppError(Code.Forbidden);
  }
  if (roles && roles.length > 0 && !roles.includes(user.role)) throw new AppError(Code.Forbidden);
}
