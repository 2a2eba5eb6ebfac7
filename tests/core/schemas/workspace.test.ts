import { describe, expect, it } from 'vitest';
import { ROUTES } from '#core/access';
import {
  messageBoxSchema,
  messageItemSchema,
  searchHitSchema,
  workbenchFiguresSchema,
} from '#core/schemas';
import { issueOf } from './issue-of.ts';

const AT = '2026-03-01T01:00:00Z';

const hit = {
  kind: 'deposit',
  key: 'BZJ202603010001',
  title: '福州机构',
  subtitle: 'BZJ202603010001',
  route: 'BzjList',
  pinyin: { full: 'fuzhoujigou', initials: 'fzjg' },
};

const message = {
  id: 1,
  type: 'todo',
  title: 'Review',
  subTitle: '',
  content: 'A deposit request waits',
  avatar: '',
  tag: { text: 'new', color: 'red' },
  link: { route: 'BzjCheckList', key: '11' },
  read: false,
  at: AT,
};

const figures = {
  pendingDepositRequests: 2,
  pendingMerchantReviews: 0,
  deposit: {
    accounts: 3,
    requiredFen: 3_000_000,
    paidFen: 2_000_000,
    frozenFen: 0,
    shortfallFen: 1_000_000,
    shortfallAccounts: 1,
  },
  settlementsThisMonth: {
    count: 1,
    grossFen: 100_000,
    shareFen: 25_000,
    feeFen: 60,
    netFen: 24_940,
  },
  settlementsByDay: [{ date: '2026-03-01', count: 1, netFen: 24_940 }],
  failedSettlements: 0,
};

describe('palette search hits', () => {
  it('parses a hit that opens a route of core/access, pinyin optional', () => {
    expect(searchHitSchema.parse(hit)).toEqual(hit);
    const { pinyin: _p, ...plain } = hit;
    expect(searchHitSchema.parse(plain)).toEqual(plain);
  });

  it('accepts every route name and nothing else', () => {
    for (const { name } of ROUTES)
      expect(searchHitSchema.parse({ ...hit, route: name }).route).toBe(name);
    expect(issueOf(searchHitSchema, { ...hit, route: 'bzjList' })).toEqual({
      path: ['route'],
      code: 'invalid_value',
    });
  });

  it('refuses an unknown kind and a partial pinyin', () => {
    expect(issueOf(searchHitSchema, { ...hit, kind: 'card' })?.path).toEqual(['kind']);
    expect(issueOf(searchHitSchema, { ...hit, pinyin: { full: 'x' } })).toEqual({
      path: ['pinyin', 'initials'],
      code: 'invalid_type',
    });
  });
});

describe('message box', () => {
  it('parses a message with or without a tag and a link', () => {
    expect(messageItemSchema.parse(message)).toEqual(message);
    const bare = { ...message, type: 'notice', tag: null, link: null, read: true };
    expect(messageItemSchema.parse(bare)).toEqual(bare);
    const keyless = { ...message, link: { route: 'Workplace' } };
    expect(messageItemSchema.parse(keyless)).toEqual(keyless);
  });

  it('refuses an unknown type and a link to no route', () => {
    expect(issueOf(messageItemSchema, { ...message, type: 'alert' })?.path).toEqual(['type']);
    expect(issueOf(messageItemSchema, { ...message, link: { route: '/bzjManage' } })).toEqual({
      path: ['link', 'route'],
      code: 'invalid_value',
    });
  });

  it('counts unread messages per type', () => {
    const box = { items: [message], unread: { message: 0, notice: 2, todo: 1 } };
    expect(messageBoxSchema.parse(box)).toEqual(box);
    expect(issueOf(messageBoxSchema, { ...box, unread: { message: 0, notice: 2 } })).toEqual({
      path: ['unread', 'todo'],
      code: 'invalid_type',
    });
    expect(
      issueOf(messageBoxSchema, { ...box, unread: { message: -1, notice: 0, todo: 0 } })?.code,
    ).toBe('too_small');
  });
});

describe('workbench figures', () => {
  it('parses the figures, with the change-review counts for an admin only', () => {
    expect(workbenchFiguresSchema.parse(figures)).toEqual(figures);
    const admin = { ...figures, pendingChangeReviews: { orgRouting: 1, adminGrants: 0 } };
    expect(workbenchFiguresSchema.parse(admin)).toEqual(admin);
    expect(
      issueOf(workbenchFiguresSchema, { ...figures, pendingChangeReviews: { orgRouting: 1 } })
        ?.path,
    ).toEqual(['pendingChangeReviews', 'adminGrants']);
  });

  it('keeps money in integer fen and days as calendar days', () => {
    expect(
      issueOf(workbenchFiguresSchema, {
        ...figures,
        deposit: { ...figures.deposit, paidFen: 0.5 },
      }),
    ).toEqual({ path: ['deposit', 'paidFen'], code: 'invalid_type' });
    expect(
      issueOf(workbenchFiguresSchema, {
        ...figures,
        settlementsByDay: [{ date: '03/01/2026', count: 1, netFen: 1 }],
      }),
    ).toEqual({ path: ['settlementsByDay', 0, 'date'], code: 'invalid_format' });
    expect(
      issueOf(workbenchFiguresSchema, {
        ...figures,
        settlementsThisMonth: { ...figures.settlementsThisMonth, netFen: 249.4 },
      })?.path,
    ).toEqual(['settlementsThisMonth', 'netFen']);
  });
});
