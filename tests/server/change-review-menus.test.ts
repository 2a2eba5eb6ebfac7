import { describe, expect, it } from 'vitest';
import { canAccessRoute, ROUTE_BY_NAME, type RouteName } from '#core/access';
import { menuRowsFor } from '../../server/auth/role-menus.ts';

const QUEUES: RouteName[] = ['OrgReviewList', 'AdminGrantList'];
const names = (role: 'admin' | 'user') => menuRowsFor(role).map((r) => r.name);

describe('the change-review queues are admin-only screens', () => {
  it('are in the admin menu, beside the pages whose changes they decide', () => {
    const admin = menuRowsFor('admin');
    for (const name of QUEUES) expect(names('admin')).toContain(name);
    expect(admin.find((r) => r.name === 'OrgReviewList')?.parentName).toBe('allotManage');
    expect(admin.find((r) => r.name === 'AdminGrantList')?.parentName).toBe('sysSettings');
  });

  it('are never in the operator menu', () => {
    for (const name of QUEUES) expect(names('user')).not.toContain(name);
  });

  it('are refused to an operator with the local menu too (their role list)', () => {
    for (const name of QUEUES) {
      const route = ROUTE_BY_NAME.get(name)!;
      const state = { token: 't', menuFromServer: false, serverMenu: [] };
      expect(canAccessRoute(route, { ...state, role: 'user' })).toBe(false);
      expect(canAccessRoute(route, { ...state, role: 'admin' })).toBe(true);
    }
  });
});
