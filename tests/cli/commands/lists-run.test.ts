import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfigStore, configFilePath } from '../../../cli/config.ts';
import { fakeApi, type FakeApi } from '../support/fake-api.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';
import { depositAccount, settlement } from '../support/fixtures.ts';
import type * as TtyView from '../../../cli/output/tty/view.tsx';

/**
 * Counts the terminal views qy starts (the spinner). Under CI=true ink writes a frame only when it
 * ends, so a test that must see the spinner up waits for the view to start, not for its text.
 */
const spinnerViews = vi.hoisted(() => ({ started: 0 }));
vi.mock('../../../cli/output/tty/view.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof TtyView>();
  return {
    ...real,
    startTtyView: (...args: Parameters<typeof real.startTtyView>) => {
      spinnerViews.started += 1;
      return real.startTtyView(...args);
    },
  };
});

let cli: FakeCli | undefined;
afterEach(() => cli?.cleanup());

const TOKEN = { QY_TOKEN: 'tok-1' };

function depositsApi(total: number): FakeApi {
  const all = Array.from({ length: total }, (_, i) => depositAccount(i + 1));
  return fakeApi({
    'GET /deposits/accounts': (url) => {
      // Like the server: no `cursor` parameter at all means page mode.
      if (!url.searchParams.has('cursor')) {
        return { data: { items: all.slice(0, 20), total: all.length, page: 1, pageSize: 20 } };
      }
      const start = Number(url.searchParams.get('cursor') || 0);
      const limit = Number(url.searchParams.get('limit') || 100);
      const items = all.slice(start, start + limit);
      const next = start + limit < all.length ? String(start + limit) : null;
      return { data: { items, nextCursor: next } };
    },
  });
}

describe('qy deposits list', () => {
  it('prints TSV with a header row when piped, money in yuan, no escape codes', async () => {
    const api = depositsApi(3);
    cli = await createFakeCli(api.fetch, TOKEN);
    const { code, stdout, stderr } = await cli.run(['deposits', 'list']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'accountNo\tinstitution\trequired\tpaid\tfrozen\tavailable\tshortfall\tstatus',
    );
    expect(lines[1]).toBe(
      'BZJ20260101000001\t杭州示例科技有限公司\t10000.00\t1234.56\t0.00\t1234.56\t8765.44\tactive',
    );
    expect(lines).toHaveLength(4);
    expect(stdout).not.toContain('\u001b');
  });

  it('sends the filters, the sort and the bearer token', async () => {
    const api = depositsApi(1);
    cli = await createFakeCli(api.fetch, TOKEN);
    await cli.run([
      'deposits',
      'list',
      '--status',
      'active',
      '--institution',
      '4',
      '--sort',
      '-paidFen',
      '-L',
      '2',
      '-q',
      'Acme',
      '--shortfall',
    ]);
    const url = new URL(api.requests[0].url);
    expect(url.searchParams.get('status')).toBe('active');
    expect(url.searchParams.get('institutionId')).toBe('4');
    expect(url.searchParams.get('sort')).toBe('-paidFen');
    expect(url.searchParams.get('limit')).toBe('2');
    expect(url.searchParams.get('q')).toBe('Acme');
    expect(url.searchParams.get('shortfall')).toBe('true');
    // Cursor mode is chosen by the presence of `cursor`, empty on the first page.
    expect(url.searchParams.get('cursor')).toBe('');
    expect(api.requests[0].headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('stops at --limit and follows the cursor to the end with --all', async () => {
    const api = depositsApi(2500);
    cli = await createFakeCli(api.fetch, TOKEN);
    const limited = await cli.run(['deposits', 'list', '--json', '--limit', '7']);
    expect(JSON.parse(limited.stdout)).toHaveLength(7);
    const all = await cli.run(['deposits', 'list', '--json', '--all']);
    const rows = JSON.parse(all.stdout) as { accountNo: string; requiredFen: number }[];
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r.accountNo)).size).toBe(2500);
    // JSON keeps the API's field names and money in fen.
    expect(rows[0].requiredFen).toBe(1_000_000);
    expect(
      api.requests.filter((r) => new URL(r.url).searchParams.get('limit') === '1000'),
    ).toHaveLength(3);
  });

  it('ends --all on a page without nextCursor instead of looping', async () => {
    const api = fakeApi({
      'GET /deposits/accounts': () => ({
        data: { items: [depositAccount(1)], total: 1, page: 1, pageSize: 20 },
      }),
    });
    cli = await createFakeCli(api.fetch, TOKEN);
    const { code, stdout } = await cli.run(['deposits', 'list', '--all', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toHaveLength(1);
    expect(api.requests).toHaveLength(1);
  });

  it('prints RFC 4180 CSV with the server export’s columns, titles and cells', async () => {
    const api = fakeApi({
      'GET /deposits/accounts': () => ({
        data: {
          items: [depositAccount(1, { institutionName: 'A, "B"\nC', merchantName: '=1+2' })],
          nextCursor: null,
        },
      }),
    });
    cli = await createFakeCli(api.fetch, TOKEN);
    const { stdout } = await cli.run(['deposits', 'list', '--csv']);
    expect(stdout).toBe(
      'Account no.,Institution,Merchant,Required,Paid,Frozen,Available,Shortfall,Status,Created\r\n' +
        'BZJ20260101000001,"A, ""B""\nC",\'=1+2,10000.00,1234.56,0.00,1234.56,' +
        '8765.44,Active,2026-01-01T08:00:00.000Z\r\n',
    );
    const zh = await cli.run([
      'deposits',
      'list',
      '--csv',
      '--lang',
      'zh-CN',
      '--fields',
      'status,accountNo',
    ]);
    expect(zh.stdout).toBe('状态,账户编号\r\n正常,BZJ20260101000001\r\n');
  });

  it('spins (ink) only while a terminal waits longer than a moment', async () => {
    // ink loaded once beforehand: compiling it from source can take longer than the wait here.
    await import('../../../cli/output/tty/view.tsx');
    const slow = depositsApi(2);
    const before = spinnerViews.started;
    const delayed = fakeApi({
      // The answer waits until the spinner is up (a hang guard of 10 s): it shows while waiting.
      'GET /deposits/accounts': async (url, request) => {
        await vi.waitFor(() => expect(spinnerViews.started).toBeGreaterThan(before), {
          timeout: 10_000,
          interval: 10,
        });
        return slow.fetch(request);
      },
    });
    cli = await createFakeCli(delayed.fetch, { ...TOKEN, NO_COLOR: '1' });
    const waited = await cli.run(['deposits', 'list'], { tty: true });
    expect(waited.code).toBe(0);
    expect(waited.stdout).toContain('Loading…');
    expect(waited.stdout).toContain('BZJ20260101000002');
    cli.cleanup();
    cli = await createFakeCli(depositsApi(2).fetch, { ...TOKEN, NO_COLOR: '1' });
    const quickFrom = spinnerViews.started;
    const quick = await cli.run(['deposits', 'list'], { tty: true });
    expect(spinnerViews.started).toBe(quickFrom);
    expect(quick.stdout).not.toContain('Loading…');
    expect(quick.stdout).toContain('BZJ20260101000002');
  });

  it('draws an ink table on a terminal with CJK-aligned columns and right-aligned amounts', async () => {
    const api = depositsApi(2);
    cli = await createFakeCli(api.fetch, { ...TOKEN, NO_COLOR: '1' });
    const { code, stdout } = await cli.run(['deposits', 'list'], { tty: true });
    expect(code).toBe(0);
    const lines = stdout.split('\n').filter((l) => l.includes('BZJ') || l.includes('Account no'));
    expect(lines).toHaveLength(3);
    const stringWidth = (await import('string-width')).default;
    // The status column starts at the same display column in every row.
    const statusAt = lines.map((l) =>
      stringWidth(l.slice(0, l.search(/Status|active|pending review/))),
    );
    expect(new Set(statusAt).size).toBe(1);
    expect(lines[1]).toContain('10,000.00');
    expect(lines[2]).toMatch(/ 20,000\.00 /);
    expect(stdout).not.toMatch(new RegExp(`${String.fromCharCode(27)}\\[3[0-9]m`));
  });
});

describe('qy settlements list', () => {
  const totals = {
    count: 40,
    grossFen: 123_456_789,
    shareFen: 1_000,
    feeFen: 200,
    netFen: 800,
    totalExact: true,
  };
  const api = () =>
    fakeApi({
      'GET /settlements': () => ({
        data: { items: [settlement(1), settlement(2)], nextCursor: 'next', totals },
      }),
    });

  it('keeps stdout pure TSV and writes the totals to stderr as # lines', async () => {
    const fake = api();
    cli = await createFakeCli(fake.fetch, TOKEN);
    const { code, stdout, stderr } = await cli.run([
      'settlements',
      'list',
      '--limit',
      '2',
      '--status',
      'failed',
      '--from',
      '2026-01-01',
      '--to',
      '2026-01-31',
    ]);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe(
      'settlementNo\tperiod\torg\tinstitution\tgross\tshareBp\tshare\tfee\tnet\tstatus\tfailureReason',
    );
    expect(stdout.split('\n')[1]).toBe(
      'ST20260101000001\t2026-01-15\t华东分公司\tAcme, "Ltd"\t1000.00\t12.50%\t125.00\t1.00\t124.00\tsettled\t',
    );
    expect(stderr).toBe(
      '# 40 settlements · gross ¥1,234,567.89 · share ¥10.00 · fee ¥2.00 · net ¥8.00\n' +
        '# showing 2 of 40 (use --limit N or --all for more)\n',
    );
    const url = new URL(fake.requests[0].url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      status: 'failed',
      from: '2026-01-01',
      to: '2026-01-31',
      limit: '2',
    });
  });

  it('offers --all only when the rows were limited', async () => {
    // Fewer rows than the count with --all: the set shrank while it was read, or the reader
    // closed the pipe early (`| head`); "use --all" would be no advice.
    const fake = fakeApi({
      'GET /settlements': () => ({
        data: { items: [settlement(1), settlement(2)], nextCursor: null, totals },
      }),
    });
    cli = await createFakeCli(fake.fetch, TOKEN);
    const { code, stderr } = await cli.run(['settlements', 'list', '--all']);
    expect(code).toBe(0);
    expect(stderr).toBe(
      '# 40 settlements · gross ¥1,234,567.89 · share ¥10.00 · fee ¥2.00 · net ¥8.00\n',
    );
  });

  it('says when the count is an estimate (totalExact false), with no sums, --json included', async () => {
    const fake = fakeApi({
      'GET /settlements': () => ({
        data: {
          items: [settlement(1), settlement(2)],
          nextCursor: 'next',
          totals: {
            count: 12_345,
            grossFen: null,
            shareFen: null,
            feeFen: null,
            netFen: null,
            totalExact: false,
          },
        },
      }),
    });
    cli = await createFakeCli(fake.fetch, TOKEN);
    const { code, stdout, stderr } = await cli.run([
      'settlements',
      'list',
      '--json',
      '--limit',
      '2',
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toHaveLength(2);
    expect(stderr.split('\n')[0]).toBe(
      '# about 12,345 settlements (an estimate: this filter is not in the daily totals; no sums)',
    );
  });

  it('prints only the array with --json', async () => {
    cli = await createFakeCli(api().fetch, TOKEN);
    const { stdout } = await cli.run(['settlements', 'list', '--json', '--limit', '2']);
    const rows = JSON.parse(stdout) as { netFen: number }[];
    expect(rows.map((r) => r.netFen)).toEqual([12_400, 24_800]);
  });

  it('shows the totals under the terminal table', async () => {
    cli = await createFakeCli(api().fetch, TOKEN);
    const { stdout } = await cli.run(['settlements', 'list', '--limit', '2', '--lang', 'zh-CN'], {
      tty: true,
    });
    expect(stdout).toContain('结算单号');
    expect(stdout).toContain('共 40 笔 · 总额 ¥1,234,567.89');
  });
});

describe('settlement failure reasons (issue 26)', () => {
  const api = () =>
    fakeApi({
      'GET /settlements': () => ({
        data: {
          items: [
            settlement(2, { failureReason: 'sys:settlements.failure.bankBusy' }),
            settlement(4, { failureReason: 'typed by an operator' }),
          ],
          nextCursor: null,
          totals: { count: 2, grossFen: 0, shareFen: 0, feeFen: 0, netFen: 0, totalExact: true },
        },
      }),
      'GET /settlements/:no': () => ({
        data: settlement(2, { failureReason: 'sys:settlements.failure.nameMismatch' }),
      }),
    });

  it.each([
    [
      'en-US',
      'The bank system is busy, please retry later',
      'Account name and number do not match',
    ],
    ['zh-CN', '银行系统繁忙，请稍后重试', '户名与账号不符'],
  ])('shows a coded reason in %s and a typed one as typed', async (lang, busy, mismatch) => {
    cli = await createFakeCli(api().fetch, TOKEN);
    const list = await cli.run([
      'settlements',
      'list',
      '--lang',
      lang,
      '--fields',
      'failureReason',
    ]);
    expect(list.stdout).toBe(`failureReason\n${busy}\ntyped by an operator\n`);
    const table = await cli.run(['settlements', 'list', '--lang', lang], { tty: true });
    // The table folds long cells to the 120-column test terminal: the reason's start, translated.
    expect(table.stdout).toContain(busy.slice(0, 5));
    expect(table.stdout).not.toContain('sys:');
    const show = await cli.run(['settlements', 'show', 'ST2', '--lang', lang]);
    expect(show.stdout).toContain(`failureReason\t${mismatch}\n`);
  });
});

describe('errors and exit codes', () => {
  it.each([
    [
      { status: 401, code: 200102, message: 'expired' },
      3,
      'qy: Your session has expired; QY_TOKEN was sent and refused: set a valid token in QY_TOKEN, or unset it and run: qy login',
    ],
    [
      { status: 401, code: 200105, message: 'revoked' },
      3,
      'qy: Your session was signed out; QY_TOKEN was sent and refused: set a valid token in QY_TOKEN, or unset it and run: qy login',
    ],
    [{ status: 404, code: 404100, message: 'nope' }, 4, 'qy: Not found'],
    [{ status: 403, code: 403100, message: 'no' }, 1, 'qy: You do not have permission for this'],
    [
      { status: 500, code: 500100, message: 'boom', data: { requestId: 'req-9' } },
      5,
      'qy: Internal server error; request id req-9',
    ],
  ])('maps %j to exit %i', async (reply, exitCode, line) => {
    const api = fakeApi({ 'GET /settlements/:no': () => reply });
    cli = await createFakeCli(api.fetch, TOKEN);
    const { code, stderr, stdout } = await cli.run(['settlements', 'show', 'ST1']);
    expect(code).toBe(exitCode);
    expect(stdout).toBe('');
    expect(stderr).toBe(`${line}\n`);
  });

  it('exits 5 with a hint when the server cannot be reached', async () => {
    cli = await createFakeCli(async () => {
      throw new TypeError('fetch failed');
    }, TOKEN);
    const { code, stderr } = await cli.run(['whoami']);
    expect(code).toBe(5);
    expect(stderr).toBe(
      'qy: Network Error; is the server at http://qy.test running? (set it with --server or QY_SERVER)\n',
    );
  });

  it('exits 3 without calling the server when no token is stored', async () => {
    const api = fakeApi({});
    cli = await createFakeCli(api.fetch);
    const { code, stderr } = await cli.run(['deposits', 'list', '--lang', 'zh-CN']);
    expect(code).toBe(3);
    expect(stderr).toBe('qy: 未登录; 请运行：qy login\n');
    expect(api.requests).toHaveLength(0);
  });

  it("forgets only the expired server's token, keeping the default and other servers", async () => {
    const api = fakeApi({ 'GET /sys/user/info': () => ({ status: 401, code: 200102 }) });
    cli = await createFakeCli(api.fetch);
    const store = createConfigStore(configFilePath(cli.env, cli.home));
    const other = { token: 'other', username: 'ops', kind: 'session' as const };
    await store.write({
      default: 'http://qy.test',
      hosts: { 'http://qy.test': { token: 'old', username: 'admin' }, 'http://other:1': other },
    });
    const { code } = await cli.run(['whoami']);
    expect(code).toBe(3);
    expect(api.requests[0].headers.get('authorization')).toBe('Bearer old');
    expect(await store.read()).toEqual({
      default: 'http://qy.test',
      hosts: { 'http://other:1': other },
    });
  });

  it('never sends a stored token to another server, and a refusal there keeps it', async () => {
    const api = fakeApi({ 'GET /sys/user/info': () => ({ status: 401, code: 200101 }) });
    cli = await createFakeCli(api.fetch);
    const store = createConfigStore(configFilePath(cli.env, cli.home));
    const stored = { default: 'http://qy.test', hosts: { 'http://qy.test': { token: 'real' } } };
    await store.write(stored);
    const { code, stderr } = await cli.run(['--server', 'http://evil:9', 'whoami']);
    expect(code).toBe(3);
    expect(stderr).toBe('qy: Not signed in; run: qy login\n');
    expect(api.requests).toHaveLength(0);
    expect(await store.read()).toEqual(stored);
  });
});
