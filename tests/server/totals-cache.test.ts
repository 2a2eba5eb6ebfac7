/**
 * The settlement totals cache (server/domain/settlement-totals.ts): a second page within the window
 * costs no query, a change on this instance is seen at once, a read that began before a change
 * never fills the cache with what it read, and requests asking together share one read.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import {
  cachedTotals,
  forgetSettlementTotals,
  TOTALS_CACHE_MS,
} from '../../server/domain/settlement-totals.ts';

const totals = (count: number) => ({
  count,
  grossFen: count,
  shareFen: 0,
  feeFen: 0,
  netFen: count,
  totalExact: true,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('cachedTotals', () => {
  it('answers a repeated filter from the cache until the window ends', async () => {
    vi.useFakeTimers();
    const db = {} as Db;
    const compute = vi.fn(async () => totals(compute.mock.calls.length));
    expect(await cachedTotals(db, 'a', compute)).toEqual(totals(1));
    expect(await cachedTotals(db, 'a', compute)).toEqual(totals(1));
    expect(await cachedTotals(db, 'b', compute)).toEqual(totals(2));
    expect(compute).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(TOTALS_CACHE_MS);
    expect(await cachedTotals(db, 'a', compute)).toEqual(totals(3));
  });

  it('forgets every entry after a change', async () => {
    const db = {} as Db;
    let count = 10;
    const compute = async () => totals(count);
    expect(await cachedTotals(db, 'a', compute)).toEqual(totals(10));
    count = 11;
    forgetSettlementTotals();
    expect(await cachedTotals(db, 'a', compute)).toEqual(totals(11));
  });

  it('does not keep what a read saw before a change that happened while it ran', async () => {
    const db = {} as Db;
    let count = 20;
    const slow = async () => {
      const seen = totals(count);
      forgetSettlementTotals(); // a change commits while the read is on its way back
      count = 21;
      return seen;
    };
    expect(await cachedTotals(db, 'a', slow)).toEqual(totals(20));
    expect(await cachedTotals(db, 'a', async () => totals(count))).toEqual(totals(21));
  });

  it('lets requests that ask while a read is on its way wait for it instead of reading again', async () => {
    const db = {} as Db;
    const pending: (() => void)[] = [];
    const compute = vi.fn(
      () => new Promise<ReturnType<typeof totals>>((r) => pending.push(() => r(totals(30)))),
    );
    const asked = Array.from({ length: 5 }, () => cachedTotals(db, 'a', compute));
    for (const release of pending) release();
    expect(await Promise.all(asked)).toEqual(Array.from({ length: 5 }, () => totals(30)));
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('never hands a request a read that began before a change made since', async () => {
    const db = {} as Db;
    let release: () => void = () => {};
    const before = cachedTotals(db, 'a', () => new Promise((r) => (release = () => r(totals(40)))));
    forgetSettlementTotals();
    const after = cachedTotals(db, 'a', async () => totals(41));
    release();
    expect(await before).toEqual(totals(40));
    expect(await after).toEqual(totals(41));
    expect(await cachedTotals(db, 'a', async () => totals(42))).toEqual(totals(41));
  });

  it('does not keep a failed read', async () => {
    const db = {} as Db;
    await expect(
      cachedTotals(db, 'a', () => Promise.reject(new Error('connection lost'))),
    ).rejects.toThrow('connection lost');
    expect(await cachedTotals(db, 'a', async () => totals(50))).toEqual(totals(50));
  });

  it('keeps the caches of two databases apart', async () => {
    const one = {} as Db;
    const two = {} as Db;
    await cachedTotals(one, 'a', async () => totals(1));
    expect(await cachedTotals(two, 'a', async () => totals(2))).toEqual(totals(2));
  });
});
