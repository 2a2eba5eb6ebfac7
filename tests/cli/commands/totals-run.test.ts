import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.ts';
import { fakeApi, type FakeApi } from '../support/fake-api.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';

let cli: FakeCli | undefined;
afterEach(async () => {
  await cli?.cleanup();
  cli = undefined;
});

const TOKEN = { QY_TOKEN: 'tok-1' };

const EXACT = {
  count: 40,
  grossFen: 123_456_789,
  shareFen: 1_000,
  feeFen: 200,
  netFen: 800,
  totalExact: true,
};
const ESTIMATE = {
  count: 12_345,
  grossFen: null,
  shareFen: null,
  feeFen: null,
  netFen: null,
  totalExact: false,
};

const RANGE = {
  'en-US': 'The start date must not be after the end date',
  'zh-CN': '开始日期不能晚于结束日期',
} as const;

/**
 * The totals endpoint as the server answers it: the list's totals without rows, estimated for a
 * `q` filter unless `exact=true`, and from after to refused as core's schema refuses it (422,
 * 400100, the field in the request's language).
 */
function settlementsApi(): FakeApi {
  const rangeRefused = (url: URL, request: Request) => {
    const from = url.searchParams.get('from');
    const to = url.searchParams.get('to');
    if (!from || !to || from <= to) return null;
    const zh = request.headers.get('accept-language')?.startsWith('zh');
    return {
      status: 422,
      code: 400100,
      message: zh ? '参数校验失败' : 'Validation failed',
      data: { fields: { to: RANGE[zh ? 'zh-CN' : 'en-US'] } },
    };
  };
  return fakeApi({
    'GET /settlements/totals': (url, request) => {
      const estimated = url.searchParams.has('q') && url.searchParams.get('exact') !== 'true';
      return rangeRefused(url, request) ?? { data: estimated ? ESTIMATE : EXACT };
    },
    // The list, for the comparison of the two verbs' errors.
    'GET /settlements': (url, request) =>
      rangeRefused(url, request) ?? {
        data: { items: [], nextCursor: null, totals: EXACT },
      },
  });
}

const query = (api: FakeApi, i = 0) =>
  Object.fromEntries(new URL(api.requests[i].url).searchParams);

describe('qy settlements totals', () => {
  it('prints id<TAB>value lines when piped: money in yuan, the totals alone asked', async () => {
    const api = settlementsApi();
    cli = await createFakeCli(api.fetch, TOKEN);
    const { code, stdout, stderr } = await cli.run([
      'settlements',
      'totals',
      '--status',
      'failed',
      '--org',
      '3',
      '--from',
      '2026-01-01',
      '--to',
      '2026-01-31',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(
      'count\t40\ntotalExact\ttrue\ngross\t1234567.89\nshare\t10.00\nfee\t2.00\nnet\t8.00\n',
    );
    expect(api.requests).toHaveLength(1);
    // The totals endpoint, with the filters only: no paging, no `exact` unasked.
    expect(new URL(api.requests[0].url).pathname).toBe('/qy-sla-admin-api/settlements/totals');
    expect(query(api)).toEqual({
      status: 'failed',
      orgId: '3',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('prints the API object with --json (integer fen), and the named keys with --json=a,b', async () => {
    cli = await createFakeCli(settlementsApi().fetch, TOKEN);
    const whole = await cli.run(['settlements', 'totals', '--json']);
    expect(whole.code).toBe(0);
    expect(JSON.parse(whole.stdout)).toEqual(EXACT);
    const some = await cli.run(['settlements', 'totals', '--json=count,totalExact,netFen']);
    expect(JSON.parse(some.stdout)).toEqual({ count: 40, totalExact: true, netFen: 800 });
    const bad = await cli.run(['settlements', 'totals', '--json=net']);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^qy: --json \/ --fields must be one of: count, grossFen, /);
  });

  it('says when the count is an estimate, with no sums; --exact asks for and prints the exact figures', async () => {
    const api = settlementsApi();
    cli = await createFakeCli(api.fetch, TOKEN);
    const estimated = await cli.run(['settlements', 'totals', '-q', 'ST2026']);
    expect(estimated.code).toBe(0);
    expect(estimated.stdout).toBe(
      'count\t12345\ntotalExact\tfalse\ngross\t\nshare\t\nfee\t\nnet\t\n',
    );
    expect(estimated.stderr).toBe(
      '# the count is an estimate (this filter is not in the daily totals) and there are no sums; --exact counts every row\n',
    );
    const json = await cli.run(['settlements', 'totals', '-q', 'ST2026', '--json']);
    expect(JSON.parse(json.stdout)).toEqual(ESTIMATE);
    expect(query(api, 1)).not.toHaveProperty('exact');

    const exact = await cli.run(['settlements', 'totals', '-q', 'ST2026', '--exact', '--json']);
    expect(exact.code).toBe(0);
    expect(exact.stderr).toBe('');
    expect(JSON.parse(exact.stdout)).toEqual(EXACT);
    expect(query(api, 2)).toMatchObject({ q: 'ST2026', exact: 'true' });
  });

  it('shows labelled figures on a terminal, in the chosen language, the estimate noted below', async () => {
    cli = await createFakeCli(settlementsApi().fetch, { ...TOKEN, NO_COLOR: '1' });
    const exact = await cli.run(['settlements', 'totals', '--lang', 'zh-CN'], { tty: true });
    expect(exact.code).toBe(0);
    expect(exact.stdout).toMatch(/笔数\s+40\n/);
    expect(exact.stdout).toMatch(/精确\s+是\n/);
    expect(exact.stdout).toMatch(/总额\s+1,234,567\.89\n/);
    expect(exact.stdout).toMatch(/净额\s+8\.00\n/);
    expect(exact.stdout).not.toContain('估算');
    const estimated = await cli.run(['settlements', 'totals', '-q', 'ST'], { tty: true });
    expect(estimated.stdout).toMatch(/Count\s+12345\n/);
    expect(estimated.stdout).toMatch(/Exact\s+no\n/);
    expect(estimated.stdout).toContain('the count is an estimate');
    expect(estimated.stderr).toBe('');
  });

  it.each(['en-US', 'zh-CN'] as const)(
    'refuses from after to with the list’s catalogue error (%s), exit 1',
    async (lang) => {
      cli = await createFakeCli(settlementsApi().fetch, TOKEN);
      const argv = [
        '--lang',
        lang,
        'settlements',
        '%s',
        '--from',
        '2026-02-01',
        '--to',
        '2026-01-01',
      ];
      const totals = await cli.run(argv.map((a) => (a === '%s' ? 'totals' : a)));
      const list = await cli.run(argv.map((a) => (a === '%s' ? 'list' : a)));
      expect(totals.code).toBe(1);
      expect(totals.stdout).toBe('');
      expect(totals.stderr).toBe(
        lang === 'en-US'
          ? `qy: Validation failed (to: ${RANGE[lang]})\n`
          : `qy: 参数校验失败 (to: ${RANGE[lang]})\n`,
      );
      expect(totals.stderr).toBe(list.stderr);
      expect(totals.code).toBe(list.code);
    },
  );

  it('refuses an unknown status or a bad date with exit 2 before any request', async () => {
    const api = settlementsApi();
    cli = await createFakeCli(api.fetch, TOKEN);
    const status = await cli.run(['settlements', 'totals', '--status', 'done']);
    expect(status.code).toBe(2);
    expect(status.stderr).toBe(
      'qy: --status must be one of: pending, processing, settled, failed; see: qy settlements totals --help\n',
    );
    const date = await cli.run(['--lang', 'zh-CN', 'settlements', 'totals', '--to', '2026-02-30']);
    expect(date.code).toBe(2);
    expect(date.stderr).toMatch(/^qy: .*--to.*参见：qy settlements totals --help\n$/);
    expect(api.requests).toHaveLength(0);
  });
});

describe('qy settlements totals | head -1', () => {
  it('prints the first line and ends with 0, quietly, when the reader has gone (EPIPE)', async () => {
    const home = await mkdtemp(join(tmpdir(), 'cli-totals-'));
    try {
      // A pipe whose reader takes one write and leaves: the next write fails with EPIPE.
      let taken = '';
      const stdout = new Writable({
        write(chunk: Buffer, _encoding, done) {
          if (taken !== '') {
            done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
            return;
          }
          taken = chunk.toString('utf8');
          done();
        },
      });
      const stderr = new PassThrough();
      let errText = '';
      stderr.on('data', (c: Buffer) => (errText += c.toString('utf8')));
      const stdin = new PassThrough();
      stdin.end();
      const code = await runCli(
        ['settlements', 'totals'],
        {
          streams: { stdin, stdout, stderr },
          env: {
            ...TOKEN,
            LANG: 'en_US.UTF-8',
            QY_SERVER: 'http://qy.test',
            XDG_CONFIG_HOME: home,
          },
          homeDir: home,
          fetch: settlementsApi().fetch,
        },
        { version: '9.9.9' },
      );
      expect(taken.split('\n')[0]).toBe('count\t40');
      expect(errText).toBe('');
      expect(code).toBe(0);
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });
});
