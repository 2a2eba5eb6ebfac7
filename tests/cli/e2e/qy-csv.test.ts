/**
 * End to end: `qy <list> --csv` is the server's CSV export of the same list — same columns in
 * the same order, the header in the chosen language, the same cells and formula guard (core/csv
 * defines the columns once for both). The bundled qy against the real server (test seed); the
 * export is fetched from the server directly, not through qy.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../support/csv.ts';
import { useQySuite } from '../support/qy-suite.ts';
import { spawnQy, type QyResult } from '../support/spawn-qy.ts';

const suite = useQySuite('cli-csv-', { signedIn: true });
let token: string;

function qy(args: string[], input = ''): Promise<QyResult> {
  return suite.qy(args, { input });
}

/** The server's export.csv of `path`, as the console downloads it (BOM, header, CRLF). */
async function serverExport(path: string, locale: string, query = ''): Promise<string> {
  const res = await fetch(`${suite.server.url}/qy-sla-admin-api${path}/export.csv${query}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
  });
  expect(res.status).toBe(200);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
}

async function qyCsv(args: string[]): Promise<string> {
  const result = await qy([...args, '--csv', '--bom']);
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

const header = (csv: string) => parseCsv(csv.replace(/^\uFEFF/, ''))[0];

beforeAll(async () => {
  const config = JSON.parse(await readFile(join(suite.tmp, 'config/qy/config.json'), 'utf8')) as {
    hosts: Record<string, { token: string }>;
  };
  token = config.hosts[suite.server.url].token;
});

describe('qy --csv equals the server export', () => {
  it.each([
    ['en-US', 'Settlement no.', 'Account no.'],
    ['zh-CN', '结算单号', '账户编号'],
  ])(
    'settlements and deposits: same header names, order and rows (%s)',
    async (locale, settlementNo, accountNo) => {
      const settlements = await qyCsv(['settlements', 'list', '--all', '--lang', locale]);
      const settlementsExport = await serverExport('/settlements', locale);
      expect(header(settlements)).toEqual(header(settlementsExport));
      expect(header(settlements)[0]).toBe(settlementNo);
      expect(header(settlements)).toHaveLength(12);
      expect(settlements).toBe(settlementsExport);
      expect(parseCsv(settlements.slice(1)).length).toBeGreaterThan(100);

      const deposits = await qyCsv(['deposits', 'list', '--all', '--lang', locale]);
      const depositsExport = await serverExport('/deposits/accounts', locale);
      expect(header(deposits)).toEqual(header(depositsExport));
      expect(header(deposits)[0]).toBe(accountNo);
      expect(deposits).toBe(depositsExport);
    },
    120_000,
  );

  it('keeps the filters: failed settlements only, as the export of the same filter', async () => {
    const failed = await qyCsv(['settlements', 'list', '--all', '--status', 'failed']);
    const failedExport = await serverExport('/settlements', 'en-US', '?status=failed');
    expect(failed).toBe(failedExport);
    const rows = parseCsv(failed.slice(1)).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[11]))).toEqual(new Set(['Failed']));
  });

  it('the queues and the log too, with the formula guard on a user name planted by a failed login', async () => {
    const planted = '=HYPERLINK("http://evil")';
    const failedLogin = await spawnQy(
      suite.bin,
      ['login', '-u', planted, '--password-stdin', '--code', '000000'],
      { ...suite.env, XDG_CONFIG_HOME: join(suite.tmp, 'other-config') },
      'x',
    );
    expect(failedLogin.code).toBe(1);

    const logs = await qyCsv(['logs', 'list', '--all', '--module', 'auth']);
    expect(logs).toBe(await serverExport('/logs', 'en-US', '?module=auth'));
    const rows = parseCsv(logs.slice(1));
    const user = rows[0].indexOf('User');
    expect(rows.slice(1).map((r) => r[user])).toContain(`'${planted}`);
    expect(logs).not.toMatch(/(^|,)=HYPERLINK/m);

    for (const [args, path] of [
      [['deposits', 'requests'], '/deposits/requests'],
      [['merchants', 'reviews'], '/merchants/reviews'],
    ] as const) {
      // qy's queues are oldest first (issue 25): the export of that same order.
      const csv = await qyCsv([...args, '--all', '--lang', 'zh-CN']);
      expect(csv).toBe(await serverExport(path, 'zh-CN', '?sort=submittedAt'));
      expect(parseCsv(csv.slice(1)).length).toBeGreaterThan(1);
    }
  }, 120_000);

  it('--fields picks export columns by id; --no-headers drops the title row', async () => {
    const picked = await qy([
      'deposits',
      'list',
      '-L',
      '2',
      '--csv',
      '--fields',
      'status,accountNo',
    ]);
    expect(picked.code, picked.stderr).toBe(0);
    const rows = parseCsv(picked.stdout);
    expect(rows[0]).toEqual(['Status', 'Account no.']);
    expect(rows[1][1]).toMatch(/^BZJ\d+$/);
    const bare = await qy(['deposits', 'list', '-L', '2', '--csv', '--no-headers']);
    expect(parseCsv(bare.stdout)).toHaveLength(2);
  }, 60_000);
});
