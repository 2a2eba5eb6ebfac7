import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../support/fake-api.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';
import { depositAccount, settlement } from '../support/fixtures.ts';

let cli: FakeCli | undefined;
afterEach(() => cli?.cleanup());

const request = {
  id: 5,
  accountId: 1,
  accountNo: 'BZJ20260101000001',
  institutionName: 'Acme',
  kind: 'top_up' as const,
  amountFen: 50_000,
  note: '',
  status: 'pending' as const,
  submittedBy: 'operator',
  submittedAt: '2026-01-03T00:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  reason: null,
  version: 1,
};

const api = () =>
  fakeApi({
    'GET /deposits/accounts/BZJ20260101000001': () => ({
      data: depositAccount(1, { requests: [request] }),
    }),
    'GET /settlements/ST20260101000002': () => ({
      data: settlement(2, { failureReason: 'bank\u001b[31m down\u0007' }),
    }),
  });

describe('qy deposits show / settlements show', () => {
  it('prints one record as id<TAB>value lines when piped', async () => {
    cli = await createFakeCli(api().fetch, { QY_TOKEN: 't' });
    const { code, stdout } = await cli.run(['settlements', 'show', 'ST20260101000002']);
    expect(code).toBe(0);
    expect(stdout).toContain('settlementNo\tST20260101000002\n');
    expect(stdout).toContain('net\t248.00\n');
    expect(stdout).toContain('failureReason\tbank down\n');
    expect([...stdout].filter((c) => c.charCodeAt(0) < 9 || c.charCodeAt(0) === 27)).toEqual([]);
  });

  it('piped, deposits show prints the account, then its requests as TSV (no terminal UI)', async () => {
    cli = await createFakeCli(api().fetch, { QY_TOKEN: 't' });
    const { code, stdout } = await cli.run(['deposits', 'show', 'BZJ20260101000001']);
    expect(code).toBe(0);
    const [record, requests] = stdout.split('\n\n');
    expect(record).toContain('accountNo\tBZJ20260101000001\n');
    expect(requests).toBe(
      'id\tkind\tamount\tstatus\tsubmitted\tsubmittedAt\tdecided\treason\n' +
        '5\ttop_up\t500.00\tpending\toperator\t2026-01-03T00:00:00.000Z\t\t\n',
    );
    expect(stdout).not.toContain('\u001b');
  });

  it('prints the API object, requests included, with --json', async () => {
    cli = await createFakeCli(api().fetch, { QY_TOKEN: 't' });
    const { stdout } = await cli.run(['deposits', 'show', 'BZJ20260101000001', '--json']);
    const account = JSON.parse(stdout) as { requests: unknown[]; paidFen: number };
    expect(account.paidFen).toBe(123_456);
    expect(account.requests).toEqual([request]);
  });

  it('shows the account and its requests on a terminal', async () => {
    cli = await createFakeCli(api().fetch, { QY_TOKEN: 't', LANG: 'zh_CN.UTF-8' });
    const { stdout } = await cli.run(['deposits', 'show', 'BZJ20260101000001', '--no-color'], {
      tty: true,
    });
    expect(stdout).toMatch(/账号\s+BZJ20260101000001/);
    expect(stdout).toMatch(/应缴\s+10,000\.00/);
    expect(stdout).toContain('申请');
    expect(stdout).toMatch(/补缴\s+500\.00\s+待处理/);
  });

  it('exits 4 for an unknown number', async () => {
    cli = await createFakeCli(
      fakeApi({ 'GET /settlements/:no': () => ({ status: 404, code: 404100 }) }).fetch,
      { QY_TOKEN: 't', LANG: 'zh_CN' },
    );
    const { code, stderr } = await cli.run(['settlements', 'show', 'ST404']);
    expect(code).toBe(4);
    expect(stderr).toBe('qy: 记录不存在\n');
  });
});
