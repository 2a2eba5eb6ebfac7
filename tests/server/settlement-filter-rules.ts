/**
 * For tests that replace a rule of SETTLEMENT_FILTERS to see it followed everywhere: the rules as
 * they were (to build a replacement from), put back after each test with the kept totals dropped.
 */
import { afterEach } from 'vitest';
import { SETTLEMENT_FILTERS } from '../../server/domain/settlement-filters.ts';
import { forgetSettlementTotals } from '../../server/domain/settlement-totals.ts';

export function restoreFilterRulesAfterEach(): typeof SETTLEMENT_FILTERS {
  const original = { ...SETTLEMENT_FILTERS };
  afterEach(() => {
    Object.assign(SETTLEMENT_FILTERS, original);
    forgetSettlementTotals();
  });
  return original;
}
