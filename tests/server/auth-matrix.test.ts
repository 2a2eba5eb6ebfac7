import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../server/routes/registry.ts';
import { CALLERS, checkCell, expectedFor } from './support/auth-matrix.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const guarded = endpoints.filter((ep) => ep.menu !== 'open');

describe('authorization matrix over the whole registry', () => {
  it('covers every guarded endpoint', () => {
    expect(guarded.length).toBeGreaterThan(5);
  });

  // One test per endpoint, every caller kind inside: new endpoints are covered automatically.
  it.each(guarded.map((ep) => [`${ep.method} ${ep.path}`, ep] as const))(
    '%s',
    async (_name, ep) => {
      const problems: string[] = [];
      for (const caller of CALLERS) {
        const problem = await checkCell(t, ep, caller);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    },
  );

  it('refuses the four admin-only menus to a user', () => {
    for (const menu of [
      'BzjCheckList',
      'BzjCheckMerchantList',
      'UserMmanage',
      'SysLogList',
    ] as const) {
      expect(
        expectedFor(
          { method: 'GET', path: '/x', menu, summary: '', handler: async () => null },
          'user',
        ),
      ).toBe(403100);
    }
  });
});
