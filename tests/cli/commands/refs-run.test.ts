import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../support/fake-api.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';

let cli: FakeCli | undefined;
afterEach(() => cli?.cleanup());

const institutions = [
  { id: 11, name: 'Acme Ltd', creditCode: '91330100MA0000001X' },
  { id: 12, name: 'Acme Ltd Hangzhou', creditCode: '91330100MA0000002X' },
];
const orgs = [{ id: 3, name: '华东分公司', code: 'EAST' }];

function api() {
  return fakeApi({
    'GET /institutions': (url) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const items = institutions.filter(
        (i) => i.name.toLowerCase().includes(q) || i.creditCode.toLowerCase().includes(q),
      );
      return { data: { items, total: items.length, page: 1, pageSize: 100 } };
    },
    'GET /orgs': (url) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const items = orgs.filter((o) => o.name.includes(q) || o.code.toLowerCase().includes(q));
      return { data: { items, total: items.length, page: 1, pageSize: 100 } };
    },
    'GET /deposits/accounts': () => ({ data: { items: [], nextCursor: null } }),
    'GET /settlements': () => ({ data: { items: [], nextCursor: null } }),
  });
}

const sent = (fake: ReturnType<typeof api>, path: string) =>
  new URL(fake.requests.filter((r) => new URL(r.url).pathname.endsWith(path)).at(-1)!.url)
    .searchParams;

describe('filters by code or name', () => {
  it('resolves an institution name or credit code, and an organisation code, to the id', async () => {
    const fake = api();
    cli = await createFakeCli(fake.fetch, { QY_TOKEN: 't' });
    expect((await cli.run(['deposits', 'list', '--institution', 'acme ltd'])).code).toBe(0);
    expect(sent(fake, '/deposits/accounts').get('institutionId')).toBe('11');
    await cli.run(['settlements', 'list', '--org', 'east', '--institution', '91330100MA0000002X']);
    expect(sent(fake, '/settlements').get('orgId')).toBe('3');
    expect(sent(fake, '/settlements').get('institutionId')).toBe('12');
    await cli.run(['deposits', 'list', '--institution', '12']);
    expect(sent(fake, '/deposits/accounts').get('institutionId')).toBe('12');
  });

  it('says when nothing matches (exit 4) or several do (exit 2, with the candidates)', async () => {
    const fake = api();
    cli = await createFakeCli(fake.fetch, { QY_TOKEN: 't' });
    const none = await cli.run(['deposits', 'list', '--institution', 'Nobody']);
    expect(none.code).toBe(4);
    expect(none.stderr).toBe('qy: no institution matches "Nobody"\n');
    const many = await cli.run(['deposits', 'list', '--institution', 'Acme']);
    expect(many.code).toBe(2);
    expect(many.stderr).toBe(
      'qy: "Acme" matches several institutions: 11 Acme Ltd, 12 Acme Ltd Hangzhou; use the id\n',
    );
  });
});
