import { describe, expect, it } from 'vitest';
import {
  approveChangeReview,
  decideChangeReviews,
  listChangeReviews,
  rejectChangeReview,
} from '#core/api';
import { Code } from '#core/errors';
import { API, clientWith, envelope, sent } from './fake-fetch.ts';

describe('change reviews', () => {
  it.each(['orgs', 'users'] as const)(
    'lists, approves, rejects and decides the %s queue',
    async (queue) => {
      const { client, calls } = clientWith(() => envelope({ ok: true }));
      await listChangeReviews(client, queue, { status: 'pending', page: 2 });
      await listChangeReviews(client, queue);
      await approveChangeReview(client, queue, 3, 1);
      await rejectChangeReview(client, queue, 3, 1, 'too high');
      await expect(
        decideChangeReviews(client, queue, { decision: 'approve', items: [{ id: 3, version: 1 }] }),
      ).resolves.toEqual({ ok: true });
      expect(calls.map(sent)).toEqual([
        ['GET', `${API}/${queue}/reviews?status=pending&page=2`, ''],
        ['GET', `${API}/${queue}/reviews`, ''],
        ['POST', `${API}/${queue}/reviews/3/approve`, '{"version":1}'],
        ['POST', `${API}/${queue}/reviews/3/reject`, '{"version":1,"reason":"too high"}'],
        [
          'POST',
          `${API}/${queue}/reviews/decide`,
          '{"decision":"approve","items":[{"id":3,"version":1}]}',
        ],
      ]);
    },
  );

  it('rejects when the checker is the maker', async () => {
    const { client } = clientWith(() =>
      envelope(null, { code: 403101, message: 'own', status: 403 }),
    );
    await expect(approveChangeReview(client, 'orgs', 3, 1)).rejects.toMatchObject({
      code: Code.MakerChecker,
    });
  });
});
