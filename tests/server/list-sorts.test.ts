import { describe, expect, it } from 'vitest';
import { SORT_FIELDS } from '#core/enums';
import { depositAccountSource, depositRequestSource } from '../../server/routes/deposits/lists.ts';
import { institutionSource } from '../../server/routes/institutions/service.ts';
import { logSource } from '../../server/routes/logs/service.ts';
import { merchantReviewSource, merchantSource } from '../../server/routes/merchants/lists.ts';
import { orgSource } from '../../server/routes/orgs/lists.ts';
import { providerMerchantSource } from '../../server/routes/provider-merchants/service.ts';
import { settlementSource } from '../../server/routes/settlements/service.ts';
import { userSource } from '../../server/routes/users/lists.ts';

// The sort fields core publishes (the query schemas accept them, qy offers them) are exactly the
// ones each list source can order by (plus, at most, its default order): a drift fails here.
describe('list sorts', () => {
  it.each([
    ['orgs', orgSource],
    ['institutions', institutionSource],
    ['depositAccounts', depositAccountSource],
    ['depositRequests', depositRequestSource],
    ['merchants', merchantSource],
    ['merchantReviews', merchantReviewSource],
    ['providerMerchants', providerMerchantSource],
    ['settlements', settlementSource],
    ['users', userSource],
    ['logs', logSource],
  ] as const)(
    '%s: the source orders by every published field and no unpublished one but its default',
    (list, source) => {
      const published: readonly string[] = SORT_FIELDS[list];
      const defaultField = source.defaultSort.replace(/^-/, '');
      // Every published field can be ordered by; the source has no other field but its default.
      expect(Object.keys(source.sorts)).toEqual(expect.arrayContaining([...published]));
      const unpublished = Object.keys(source.sorts).filter((f) => !published.includes(f));
      expect(unpublished.filter((f) => f !== defaultField)).toEqual([]);
    },
  );
});
