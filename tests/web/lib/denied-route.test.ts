import { describe, expect, it } from 'vitest';
import { ROUTE_BY_NAME, type AccessState } from '#core/access';
import {
  adminOnlyRoute,
  deniedRouteOf,
  needsAdministrator,
  withDenied,
} from '../../../web/lib/denied-route.ts';

const access = (role: string): AccessState => ({
  token: 't',
  role,
  menuFromServer: true,
  serverMenu: [],
  menuLoaded: true,
});

describe('admin-only routes', () => {
  it('names a page that needs an administrator for an operator, not for an admin', () => {
    expect(adminOnlyRoute('/sysSettings/sysLogList', access('user'))?.name).toBe('SysLogList');
    expect(adminOnlyRoute('/bzjManage/bzjCheckList', access('user'))?.name).toBe('BzjCheckList');
    expect(adminOnlyRoute('/sysSettings/sysLogList', access('admin'))).toBeNull();
    expect(adminOnlyRoute('/bzjManage/bzjList', access('user'))).toBeNull();
    expect(adminOnlyRoute('/no/such/page', access('user'))).toBeNull();
  });

  it('carries the refused route to the not-found page only', () => {
    const route = ROUTE_BY_NAME.get('SysLogList')!;
    const to = withDenied({ name: 'NotFound', path: '/not-found' }, route);
    expect(to.query).toEqual({ denied: 'SysLogList' });
    expect(deniedRouteOf('denied=SysLogList')?.name).toBe('SysLogList');
    expect(deniedRouteOf('denied=Nonsense')).toBeUndefined();
    const elsewhere = { name: 'Workplace' as const, path: '/dashboard/workplace' };
    expect(withDenied(elsewhere, route)).toBe(elsewhere);
    expect(needsAdministrator(route, 'user')).toBe(true);
  });
});
