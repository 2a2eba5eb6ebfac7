import { describe, expect, it, vi } from 'vitest';
import { approveChangeReview, dryRunClient, listChangeReviews, type UnsentCall } from '#core/api';
import { API, clientWith, envelope, sent } from './fake-fetch.ts';

describe('dryRunClient', () => {
  it('sends reads but records every write instead, resolving with nothing', async () => {
    const { client, calls } = clientWith(() =>
      envelope({ items: [{ id: 3, version: 1 }], nextCursor: null }),
    );
    const unsent: UnsentCall[] = [];
    const dry = dryRunClient(client, (call) => unsent.push(call));
    await expect(listChangeReviews(dry, 'orgs')).resolves.toMatchObject({ items: [{ id: 3 }] });
    await expect(approveChangeReview(dry, 'orgs', 3, 1)).resolves.toBeUndefined();
    await expect(dry.put('/users/2', { version: 1 })).resolves.toBeUndefined();
    await expect(dry.del('/user/sessions/4')).resolves.toBeUndefined();
    await expect(dry.postForm('/sms/send', { username: 'a' })).resolves.toBeUndefined();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    expect(unsent).toEqual([
      { method: 'POST', path: '/orgs/reviews/3/approve', body: { version: 1 } },
      { method: 'PUT', path: '/users/2', body: { version: 1 } },
      { method: 'DELETE', path: '/user/sessions/4', body: null },
      { method: 'POST', path: '/sms/send', body: { username: 'a' } },
    ]);
    expect(dry.tokenStore).toBe(client.tokenStore);
  });

  it('keeps the real client untouched', async () => {
    const record = vi.fn();
    const { client, calls } = clientWith(() => envelope(null));
    dryRunClient(client, record);
    await client.post('/x', { a: 1 });
    expect(calls.map(sent)).toEqual([['POST', `${API}/x`, '{"a":1}']]);
    expect(record).not.toHaveBeenCalled();
  });
});
