import { describe, expect, it } from 'vitest';
import {
  decideDepositRequest,
  decideMerchantReview,
  listDepositRequestsCursor,
  listMerchantReviewsCursor,
  pendingDepositRequestVersions,
  pendingMerchantReviewVersions,
} from '#core/api';
import { Code } from '#core/errors';
import { API, clientWith, envelope, pathOf } from './fake-fetch.ts';

/** A pending queue served in cursor pages: page n answers `pages[n]`, cursor `String(n + 1)` next. */
function queue(pages: { id: number; version: number }[][]) {
  return (request: Request) => {
    const cursor = new URL(request.url).searchParams.get('cursor') ?? '';
    const index = cursor === '' ? 0 : Number(cursor);
    const nextCursor = index + 1 < pages.length ? String(index + 1) : null;
    return envelope({ items: pages[index], nextCursor });
  };
}

describe('review queue in cursor mode', () => {
  it('sends the cursor and filters, never the page fields', async () => {
    const { client, calls } = clientWith(() => envelope({ items: [], nextCursor: null }));
    await expect(
      listDepositRequestsCursor(client, {
        status: 'pending',
        cursor: 'c1',
        limit: 50,
        page: 2,
        pageSize: 20,
      }),
    ).resolves.toEqual({ items: [], nextCursor: null });
    await listMerchantReviewsCursor(client, { kind: 'change', cursor: '' });
    expect(calls.map((c) => [c.method, pathOf(c.url)])).toEqual([
      ['GET', `${API}/deposits/requests?status=pending&cursor=c1&limit=50`],
      ['GET', `${API}/merchants/reviews?kind=change&cursor=`],
    ]);
  });
});

describe('pendingVersions', () => {
  it('reads the pending queue page by page and stops once every id is found', async () => {
    const { client, calls } = clientWith(
      queue([
        [
          { id: 1, version: 3 },
          { id: 2, version: 1 },
        ],
        [{ id: 5, version: 7 }],
        [{ id: 9, version: 2 }],
      ]),
    );
    const versions = await pendingDepositRequestVersions(client, [5, 1]);
    expect([...versions]).toEqual([
      [1, 3],
      [5, 7],
    ]);
    // The third page is never asked for: both ids were on the first two.
    expect(calls.map((c) => pathOf(c.url))).toEqual([
      `${API}/deposits/requests?status=pending&cursor=&limit=1000`,
      `${API}/deposits/requests?status=pending&cursor=1&limit=1000`,
    ]);
  });

  it('asks nothing for no ids', async () => {
    const { client, calls } = clientWith(queue([[{ id: 1, version: 3 }], [{ id: 2, version: 4 }]]));
    expect([...(await pendingDepositRequestVersions(client, []))]).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('leaves out an id that is not pending, after walking the whole queue', async () => {
    const { client, calls } = clientWith(queue([[{ id: 1, version: 3 }], [{ id: 2, version: 4 }]]));
    const versions = await pendingMerchantReviewVersions(client, [2, 404]);
    expect([...versions]).toEqual([[2, 4]]);
    expect(calls).toHaveLength(2);
    expect(calls[0].url.pathname).toBe(`${API}/merchants/reviews`);
  });

  it('ends on a page-mode answer without a next cursor', async () => {
    const { client, calls } = clientWith(() =>
      envelope({ items: [{ id: 1, version: 2 }], total: 1, page: 1, pageSize: 20 }),
    );
    await expect(pendingDepositRequestVersions(client, [1, 2])).resolves.toEqual(new Map([[1, 2]]));
    expect(calls).toHaveLength(1);
  });

  it('rejects with the server error of a failed page', async () => {
    const { client } = clientWith(() =>
      envelope(null, { code: 403100, message: 'no', status: 403 }),
    );
    await expect(pendingDepositRequestVersions(client, [1])).rejects.toMatchObject({
      code: Code.Forbidden,
      status: 403,
    });
  });
});

describe('decideOne', () => {
  const versions = new Map([[5, 7]]);

  it('approves at the version read', async () => {
    const { client, calls } = clientWith(() => envelope({ id: 5, status: 'approved', version: 8 }));
    await expect(decideDepositRequest(client, 5, versions, { action: 'approve' })).resolves.toEqual(
      {
        id: 5,
        status: 'approved',
        version: 8,
      },
    );
    expect([calls[0].method, pathOf(calls[0].url), calls[0].body]).toEqual([
      'POST',
      `${API}/deposits/requests/5/approve`,
      '{"version":7}',
    ]);
  });

  it('rejects with the reason at the version read', async () => {
    const { client, calls } = clientWith(() => envelope({ id: 5, status: 'rejected' }));
    await decideMerchantReview(client, 5, versions, { action: 'reject', reason: 'bad card' });
    expect([pathOf(calls[0].url), calls[0].body]).toEqual([
      `${API}/merchants/reviews/5/reject`,
      '{"version":7,"reason":"bad card"}',
    ]);
  });

  it('sends a review that is not pending at version 1, so the server says why it cannot be decided', async () => {
    const { client, calls } = clientWith(() =>
      envelope(null, { code: 409101, message: 'already decided', status: 409 }),
    );
    await expect(
      decideDepositRequest(client, 6, versions, { action: 'approve' }),
    ).rejects.toMatchObject({
      code: Code.AlreadyDecided,
      message: 'already decided',
    });
    expect([pathOf(calls[0].url), calls[0].body]).toEqual([
      `${API}/deposits/requests/6/approve`,
      '{"version":1}',
    ]);
  });
});
