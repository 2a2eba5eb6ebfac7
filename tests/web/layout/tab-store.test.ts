import { describe, expect, it } from 'vitest';
import { createTabStore, queryOf, type TabRoute } from '../../../web/layout/tab-store.ts';

const route = (name: string, path: string, ignoreCache = false): TabRoute =>
  ({ name, path, meta: { locale: `menu.${name}`, ignoreCache } }) as TabRoute;
const home = route('Workplace', '/dashboard/workplace');
const deposits = route('BzjList', '/bzjManage/bzjList');
const settle = route('SettleList', '/settleManage/settleList');
const logs = route('SysLogList', '/sysSettings/sysLogList', true);

const names = (s: ReturnType<typeof createTabStore>) => s.state.tabs.map((t) => t.name);

describe('tab store', () => {
  it('starts with the workbench and adds one tab per visited route', () => {
    const s = createTabStore(home);
    s.visit(deposits, '/bzjManage/bzjList?status=active');
    s.visit(deposits, '/bzjManage/bzjList?status=frozen');
    s.visit(logs, '/sysSettings/sysLogList');
    expect(names(s)).toEqual(['Workplace', 'BzjList', 'SysLogList']);
    expect(s.state.tabs[1]).toMatchObject({
      fullPath: '/bzjManage/bzjList?status=frozen',
      query: { status: 'frozen' },
      title: 'menu.BzjList',
    });
    expect(s.state.tabs[2].ignoreCache).toBe(true);
  });

  it('never closes the workbench', () => {
    const s = createTabStore(home);
    s.visit(deposits, deposits.path);
    s.close('Workplace');
    s.closeAll();
    expect(names(s)).toEqual(['Workplace']);
  });

  it('closes others, left and right around a tab', () => {
    const s = createTabStore(home);
    [deposits, settle, logs].forEach((r) => s.visit(r, r.path));
    s.closeRight('SettleList');
    expect(names(s)).toEqual(['Workplace', 'BzjList', 'SettleList']);
    s.closeLeft('SettleList');
    expect(names(s)).toEqual(['Workplace', 'SettleList']);
    s.visit(deposits, deposits.path);
    s.closeOthers('BzjList');
    expect(names(s)).toEqual(['Workplace', 'BzjList']);
  });

  it('picks the right neighbour, else the left, after closing', () => {
    const s = createTabStore(home);
    [deposits, settle].forEach((r) => s.visit(r, r.path));
    expect(s.neighbourOf('BzjList')?.name).toBe('SettleList');
    expect(s.neighbourOf('SettleList')?.name).toBe('BzjList');
  });

  it("bumps the reload key and moves a hidden tab's URL", () => {
    const s = createTabStore(home);
    s.visit(deposits, deposits.path);
    s.reload('BzjList');
    s.setPath('BzjList', '/bzjManage/bzjList?page=3');
    expect(s.state.tabs[1]).toMatchObject({ reloadKey: 1, query: { page: '3' } });
  });
});

describe('queryOf', () => {
  it('parses the query of a full path', () => {
    expect(queryOf('/a?x=1&y=two')).toEqual({ x: '1', y: 'two' });
    expect(queryOf('/a')).toEqual({});
  });
});
