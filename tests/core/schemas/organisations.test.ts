import { describe, expect, it } from 'vitest';
import {
  changeReviewSchema,
  institutionSchema,
  organisationSchema,
  organisationWithReviewSchema,
  orgTreeNodeSchema,
  splitPreviewSchema,
} from '#core/schemas';
import { issueOf } from './issue-of.ts';

const AT = '2026-03-01T01:00:00Z';

const org = {
  id: 2,
  parentId: 1,
  code: 'SH-01',
  name: '上海分公司',
  kind: 'branch',
  settlementTarget: true,
  shareBp: 2500,
  bankAccount: '6222****0001',
  status: 'enabled',
  version: 1,
  createdAt: AT,
  updatedAt: AT,
};

const review = {
  status: 'pending',
  submittedBy: 'admin',
  submittedAt: AT,
  decidedBy: null,
  decidedAt: null,
  reason: null,
  version: 1,
  id: 5,
  kind: 'org_routing',
  subjectId: 2,
  subjectLabel: 'SH-01',
  changes: {
    shareBp: { from: 2500, to: 3000 },
    settlementTarget: { from: true, to: false },
    bankAccount: { from: '6222****0001', to: '6222****0002' },
  },
};

describe('organisations', () => {
  it('parses an organisation, the root with no parent', () => {
    expect(organisationSchema.parse(org)).toEqual(org);
    expect(organisationSchema.parse({ ...org, parentId: null }).parentId).toBeNull();
  });

  it.each([
    ['an unknown kind', { kind: 'shop' }, ['kind'], 'invalid_value'],
    ['an unknown status', { status: 'archived' }, ['status'], 'invalid_value'],
    ['a share above 100 %', { shareBp: 10_001 }, ['shareBp'], 'too_big'],
    ['a fractional share', { shareBp: 25.5 }, ['shareBp'], 'invalid_type'],
    [
      'a time without offset',
      { updatedAt: '2026-03-01T01:00:00' },
      ['updatedAt'],
      'invalid_format',
    ],
    ['a missing code', { code: undefined }, ['code'], 'invalid_type'],
    ['a leaked column', { bankAccountPlain: '6222' }, [], 'unrecognized_keys'],
  ])('refuses %s', (_label, patch, path, code) => {
    expect(issueOf(organisationSchema, { ...org, ...patch })).toEqual({ path, code });
  });

  it('parses the tree at any depth with user counts, checking each node', () => {
    const tree = {
      ...org,
      id: 1,
      parentId: null,
      kind: 'platform',
      userCount: 3,
      children: [
        {
          ...org,
          userCount: 0,
          children: [{ ...org, id: 3, parentId: 2, userCount: 1, children: [] }],
        },
      ],
    };
    expect(orgTreeNodeSchema.parse(tree)).toEqual(tree);
    const bad = structuredClone(tree);
    bad.children[0].children[0].userCount = -1;
    expect(issueOf(orgTreeNodeSchema, bad)).toEqual({
      path: ['children', 0, 'children', 0, 'userCount'],
      code: 'too_small',
    });
  });

  it('parses a split preview in integer fen with the retained part', () => {
    const preview = {
      orgId: 1,
      grossFen: 100_001,
      parts: [
        { orgId: 2, name: 'SH', shareBp: 2500, amountFen: 25_000, retained: false },
        { orgId: 1, name: 'HQ', shareBp: 7500, amountFen: 75_001, retained: true },
      ],
    };
    expect(splitPreviewSchema.parse(preview)).toEqual(preview);
    expect(issueOf(splitPreviewSchema, { ...preview, grossFen: 1000.01 })).toEqual({
      path: ['grossFen'],
      code: 'invalid_type',
    });
    const bad = structuredClone(preview);
    bad.parts[1].amountFen = 750.01;
    expect(issueOf(splitPreviewSchema, bad)).toEqual({
      path: ['parts', 1, 'amountFen'],
      code: 'invalid_type',
    });
  });
});

describe('institutions', () => {
  const institution = {
    id: 3,
    name: '福州机构',
    creditCode: '91350100M000100Y43',
    legalPerson: '张三',
    contactName: '李四',
    contactPhone: '138****0000',
    address: '福州',
    orgId: 2,
    orgName: 'SH',
    status: 'active',
    version: 0,
    createdAt: AT,
    updatedAt: AT,
  };

  it('parses an institution and knows its two states', () => {
    expect(institutionSchema.parse(institution)).toEqual(institution);
    expect(institutionSchema.parse({ ...institution, status: 'suspended' }).status).toBe(
      'suspended',
    );
    expect(issueOf(institutionSchema, { ...institution, status: 'enabled' })).toEqual({
      path: ['status'],
      code: 'invalid_value',
    });
    expect(issueOf(institutionSchema, { ...institution, orgId: null })?.path).toEqual(['orgId']);
  });
});

describe('change reviews', () => {
  it('parses string, number and boolean changes', () => {
    expect(changeReviewSchema.parse(review)).toEqual(review);
    const decided = { ...review, status: 'rejected', decidedBy: 'b', decidedAt: AT, reason: 'no' };
    expect(changeReviewSchema.parse(decided)).toEqual(decided);
  });

  it.each([
    ['an unknown kind', { kind: 'merchant' }, ['kind']],
    ['an unknown decision state', { status: 'cancelled' }, ['status']],
    [
      'a change to null',
      { changes: { shareBp: { from: 1, to: null } } },
      ['changes', 'shareBp', 'to'],
    ],
    ['a change without from', { changes: { shareBp: { to: 1 } } }, ['changes', 'shareBp', 'from']],
    ['a bad decision time', { decidedAt: 'yesterday' }, ['decidedAt']],
  ])('refuses %s', (_label, patch, path) => {
    expect(issueOf(changeReviewSchema, { ...review, ...patch })?.path).toEqual(path);
  });

  it('answers an organisation change with the review it opened, or null', () => {
    const answer = { ...org, pendingReview: review };
    expect(organisationWithReviewSchema.parse(answer)).toEqual(answer);
    expect(
      organisationWithReviewSchema.parse({ ...org, pendingReview: null }).pendingReview,
    ).toBeNull();
    expect(
      issueOf(organisationWithReviewSchema, { ...org, pendingReview: { ...review, id: -1 } })?.path,
    ).toEqual(['pendingReview', 'id']);
  });
});
