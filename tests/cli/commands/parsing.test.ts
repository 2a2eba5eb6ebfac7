import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';

let cli: FakeCli;
beforeEach(async () => {
  cli = await createFakeCli();
});
afterEach(() => cli.cleanup());

/** Runs argv with one verb's run (by its id) replaced by a spy; returns the options it received. */
async function parsed(id: string, argv: string[]) {
  const spy = vi.fn(async (_options: unknown, _factory: unknown) => {});
  const result = await cli.run(argv, { runs: { [id]: spy } });
  return { ...result, spy, options: spy.mock.calls[0]?.[0] as unknown };
}

describe('qy parsing', () => {
  it.each([
    [
      'login',
      ['login', '--username', 'admin', '--password-stdin', '--code', '123456'],
      { username: 'admin', passwordStdin: true, code: '123456', sendCode: false, withToken: false },
    ],
    [
      'login',
      ['login', '-u', 'admin', '--send-code'],
      {
        username: 'admin',
        passwordStdin: false,
        code: undefined,
        sendCode: true,
        withToken: false,
      },
    ],
    [
      'login',
      ['login', '--with-token'],
      {
        username: undefined,
        passwordStdin: false,
        code: undefined,
        sendCode: false,
        withToken: true,
      },
    ],
    ['logout', ['logout'], {}],
    ['whoami', ['whoami'], {}],
    [
      'deposits list',
      [
        'deposits',
        'list',
        '--status',
        'active',
        '--institution',
        '12',
        '--limit',
        '5',
        '--sort',
        '-paidFen',
      ],
      {
        status: 'active',
        institutionId: 12,
        limit: 5,
        sort: '-paidFen',
        query: undefined,
        shortfall: false,
      },
    ],
    [
      'deposits list',
      ['deposits', 'list', '--all'],
      {
        status: undefined,
        institutionId: undefined,
        limit: 'all',
        sort: undefined,
        query: undefined,
        shortfall: false,
      },
    ],
    [
      'deposits list',
      ['deposits', 'list'],
      {
        status: undefined,
        institutionId: undefined,
        limit: 30,
        sort: undefined,
        query: undefined,
        shortfall: false,
      },
    ],
    [
      'deposits list',
      ['deposits', 'list', '-q', ' 杭州 ', '--shortfall'],
      {
        status: undefined,
        institutionId: undefined,
        limit: 30,
        sort: undefined,
        query: '杭州',
        shortfall: true,
      },
    ],
    [
      'deposits show',
      ['deposits', 'show', 'BZJ20260101000001'],
      { accountNo: 'BZJ20260101000001' },
    ],
    [
      'settlements list',
      [
        'settlements',
        'list',
        '--status',
        'failed',
        '--org',
        '3',
        '--institution',
        '7',
        '--from',
        '2026-01-01',
        '--to',
        '2026-01-31',
        '-L',
        '20',
        '--query',
        'ST2026',
      ],
      {
        status: 'failed',
        orgId: 3,
        institutionId: 7,
        from: '2026-01-01',
        to: '2026-01-31',
        limit: 20,
        query: 'ST2026',
      },
    ],
    ['settlements show', ['settlements', 'show', 'ST1'], { settlementNo: 'ST1' }],
    [
      'settlements totals',
      [
        'settlements',
        'totals',
        '-s',
        'settled',
        '--org',
        'East branch',
        '--institution',
        '7',
        '--from',
        '2026-01-01',
        '--to',
        '2026-01-31',
        '-q',
        ' ST2026 ',
        '--exact',
      ],
      {
        status: 'settled',
        orgId: 'East branch',
        institutionId: 7,
        from: '2026-01-01',
        to: '2026-01-31',
        query: 'ST2026',
        exact: true,
      },
    ],
    [
      'settlements totals',
      ['settlements', 'totals'],
      {
        status: undefined,
        orgId: undefined,
        institutionId: undefined,
        from: undefined,
        to: undefined,
        query: undefined,
        exact: false,
      },
    ],
    [
      'logs tail',
      [
        'logs',
        'tail',
        '--module',
        'deposits',
        '--user',
        'admin',
        '--action',
        'approve',
        '--result',
        'failure',
        '-n',
        '5',
      ],
      {
        module: 'deposits',
        username: 'admin',
        action: 'approve',
        result: 'failure',
        since: undefined,
        lines: 5,
      },
    ],
  ] as const)('passes typed options to %s for %j', async (name, argv, expected) => {
    const { code, options, stderr } = await parsed(name, [...argv]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(options).toEqual(expected);
  });

  it('resolves --since 10m to an ISO time ten minutes back', async () => {
    // The clock stands still (Date only: the run's promises and timers are real).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-03-01T08:30:00.000Z') });
    try {
      const { options } = await parsed('logs tail', ['logs', 'tail', '--since', '10m']);
      expect((options as { since: string }).since).toBe('2026-03-01T08:20:00.000Z');
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts an ISO --since as is', async () => {
    const { options } = await parsed('logs tail', [
      'logs',
      'tail',
      '--since',
      '2026-01-02T03:04:05Z',
    ]);
    expect((options as { since: string }).since).toBe('2026-01-02T03:04:05.000Z');
  });

  it.each([
    ['deposits list', ['deposits', 'list', '--limit', '0'], '--limit'],
    ['deposits list', ['deposits', 'list', '--limit', '5', '--all'], '--all'],
    ['deposits list', ['deposits', 'list', '--status', 'open'], '--status'],
    ['deposits list', ['deposits', 'list', '--sort', 'name'], '--sort'],
    ['deposits list', ['deposits', 'list', '--bogus'], '--bogus'],
    ['deposits show', ['deposits', 'show'], 'account-no'],
    ['settlements list', ['settlements', 'list', '--from', '2026-02-30'], '--from'],
    ['settlements list', ['settlements', 'list', '--to', 'yesterday'], '--to'],
    ['settlements list', ['--json', '--csv', 'settlements', 'list'], '--csv'],
    ['settlements totals', ['settlements', 'totals', '--status', 'done'], '--status'],
    ['settlements totals', ['settlements', 'totals', '--from', '2026-13-01'], '--from'],
    // No paging: the totals are of the whole filter.
    ['settlements totals', ['settlements', 'totals', '--limit', '5'], '--limit'],
    ['logs tail', ['logs', 'tail', '--since', 'soon'], '--since'],
    ['logs tail', ['logs', 'tail', '-n', '-1'], '-n'],
    ['logs tail', ['logs', 'tail', '--result', 'maybe'], '--result'],
    ['login', ['login', '--password-stdin', '--code', '1'], '--username'],
    ['login', ['login', '-u', 'a', '--password-stdin'], '--code'],
    [
      'login',
      ['login', '-u', 'a', '--password-stdin', '--with-token', '--code', '1'],
      '--with-token',
    ],
    ['whoami', ['--lang', 'fr', 'whoami'], '--lang'],
    ['whoami', ['--server', 'ftp://x', 'whoami'], '--server'],
    ['whoami', ['whoam'], 'whoam'],
  ] as const)('refuses %s %j with exit 2 and one line naming %s', async (name, argv, mention) => {
    const { code, spy, stderr, stdout } = await parsed(name, [...argv]);
    expect(code).toBe(2);
    expect(spy).not.toHaveBeenCalled();
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^qy: /);
    expect(stderr).toContain(mention);
  });

  it.each([
    ['logs list', ['logs', 'list', '--since', '2x']],
    ['logs list', ['logs', 'list', '--result', 'maybe']],
    ['logs export', ['logs', 'export', '--until', 'later']],
  ] as const)('points %s %j at its own help (issue 25)', async (name, argv) => {
    const { code, stderr } = await parsed(name, [...argv]);
    expect(code).toBe(2);
    expect(stderr).toMatch(new RegExp(`; see: qy ${name} --help\\n$`));
  });

  it('prints usage errors in the chosen language', async () => {
    const { stderr } = await parsed('deposits list', [
      '--lang',
      'zh-CN',
      'deposits',
      'list',
      '--bogus',
    ]);
    expect(stderr).toBe('qy: 未知选项 "--bogus"; 参见：qy deposits list --help\n');
  });

  it('passes global options to the factory', async () => {
    const spy = vi.fn(async (_o: unknown, f: { globals: unknown }) => {
      expect(f.globals).toEqual({
        server: 'http://h:1',
        json: true,
        csv: false,
        color: false,
        lang: 'zh-CN',
        fields: ['accountNo', 'status'],
        headers: false,
        bom: true,
        timeoutMs: 2500,
        query: undefined,
        verbose: false,
      });
    });
    const { code } = await cli.run(
      [
        'deposits',
        'list',
        '--json',
        '--no-color',
        '--server',
        'http://h:1/',
        '--lang',
        'zh-CN',
        '--fields',
        'accountNo, status',
        '--no-headers',
        '--bom',
        '--timeout',
        '2.5',
      ],
      { runs: { 'deposits list': spy } },
    );
    expect(code).toBe(0);
    expect(spy).toHaveBeenCalledOnce();
  });
});

describe('--watch on the review queues', () => {
  it('follows the whole queue unless a limit is asked for', async () => {
    const watched = await parsed('deposits requests', ['deposits', 'requests', '--watch']);
    expect(watched.code, watched.stderr).toBe(0);
    expect(watched.options).toMatchObject({ watch: true, limit: 'all' });
    const limited = await parsed('merchants reviews', ['merchants', 'reviews', '-w', '-L', '5']);
    expect(limited.options).toMatchObject({ watch: true, limit: 5, queue: 'merchant-reviews' });
    const once = await parsed('deposits requests', ['deposits', 'requests']);
    expect(once.options).toMatchObject({ watch: false, limit: 30 });
  });
});

describe('qy help and version', () => {
  it("describes -q of merchants reviews as its own search, not deposits' (issue 25)", async () => {
    const reviews = (await cli.run(['merchants', 'reviews', '--help'])).stdout;
    expect(reviews).toMatch(/-q, --query <text>\s+merchant number starts with, or merchant name/);
    expect(reviews).not.toContain('account number');
    const requests = (await cli.run(['deposits', 'requests', '--help'])).stdout;
    expect(requests).toMatch(/-q, --query <text>\s+account number or institution name/);
  });

  it('documents exit codes and examples in --help, exit 0', async () => {
    const { code, stdout } = await cli.run(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Exit codes:');
    expect(stdout).toMatch(/3 {2}not signed in/);
    expect(stdout).toContain('Examples:');
  });

  it.each([
    ['login'],
    ['logout'],
    ['whoami'],
    ['deposits', 'list'],
    ['deposits', 'show'],
    ['settlements', 'list'],
    ['settlements', 'show'],
    ['settlements', 'totals'],
    ['logs', 'tail'],
  ])('shows examples in the help of %s', async (...path) => {
    const { code, stdout } = await cli.run([...path, '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain(`Examples:\n  $ qy ${path[0]}`);
  });

  it('writes help in Chinese when LANG is zh_CN', async () => {
    const zh = await createFakeCli(undefined, { LANG: 'zh_CN.UTF-8' });
    const { stdout } = await zh.run(['settlements', 'list', '--help']);
    await zh.cleanup();
    expect(stdout).toContain('用法：');
    expect(stdout).toContain('列出结算记录及合计');
  });

  it('prints the version', async () => {
    const { code, stdout } = await cli.run(['--version']);
    expect(code).toBe(0);
    expect(stdout).toBe('9.9.9\n');
  });
});
