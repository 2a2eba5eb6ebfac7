import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi } from '../support/fake-api.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';

let cli: FakeCli | undefined;
afterEach(() => cli?.cleanup());

const TOKEN = { QY_TOKEN: 'tok-1' };

function queueApi(): FakeApi {
  return fakeApi({
    'GET /deposits/requests': () => ({
      data: { items: [{ id: 12, version: 3 }], nextCursor: null },
    }),
    'POST /deposits/requests/:id/approve': () => ({ data: { id: 12 } }),
  });
}

describe('write verbs on a terminal', () => {
  it('asks first; anything but y does nothing (exit 1)', async () => {
    const api = queueApi();
    cli = await createFakeCli(api.fetch, TOKEN);
    const result = await cli.run(['deposits', 'approve', '12'], {
      tty: true,
      answers: [['[y/N]', 'n\r']],
    });
    expect(result.stderr).toContain('approve 1 item (12)? [y/N]');
    expect(result.stderr).toContain('qy: nothing done');
    expect(result.code).toBe(1);
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('y sends the decision with the current version', async () => {
    const api = queueApi();
    cli = await createFakeCli(api.fetch, TOKEN);
    const result = await cli.run(['deposits', 'approve', '12'], {
      tty: true,
      answers: [['[y/N]', 'y\r']],
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe('12\tok\tapproved\n');
    const post = api.requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({ version: 3 });
  });

  it('refuses ids from standard input without --yes (no terminal left to ask on)', async () => {
    const api = queueApi();
    cli = await createFakeCli(api.fetch, TOKEN);
    const result = await cli.run(['deposits', 'approve', '-'], { stdin: '12\n' });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'qy: refusing to approve 1 item without confirmation: no terminal to ask on; pass --yes; see: qy deposits approve --help\n',
    );
    expect(api.requests).toHaveLength(0);
  });
});
