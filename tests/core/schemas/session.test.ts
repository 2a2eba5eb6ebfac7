import { describe, expect, it } from 'vitest';
import {
  apiTokenSchema,
  createdApiTokenSchema,
  currentUserSchema,
  logEntrySchema,
  loginResultSchema,
  menuResultSchema,
  ownSessionSchema,
  passwordChangedSchema,
  phoneChangedSchema,
  smsSendResultSchema,
  systemUserSchema,
  systemUserWithReviewSchema,
  userInfoResultSchema,
  userProfileSchema,
} from '#core/schemas';
import { issueOf } from './issue-of.ts';

const AT = '2026-03-01T09:30:00+08:00';

const currentUser = {
  id: 1,
  username: 'admin',
  name: 'Admin',
  avatar: '',
  job: 'ops',
  organization: 'HQ',
  location: 'Shanghai',
  email: 'a@example.com',
  introduction: '',
  personalWebsite: '',
  jobName: 'Ops',
  organizationName: 'HQ',
  locationName: 'Shanghai',
  phone: '138****0001',
  registrationDate: '2026-01-01',
  accountId: 'A1',
  certification: 1,
  role: 'admin',
};

const systemUser = {
  id: 2,
  username: 'op1',
  name: '操作员',
  phone: '139****0002',
  email: 'op1@example.com',
  role: 'user',
  orgId: 1,
  orgName: '总部',
  status: 'active',
  lastLoginAt: null,
  version: 3,
  createdAt: AT,
};

const apiToken = {
  id: 4,
  name: 'ci',
  scope: 'read-only',
  hint: 'qyat_ab12',
  createdAt: AT,
  expiresAt: null,
  lastUsedAt: null,
  lastUsedIp: null,
  revokedAt: null,
};

describe('sign-in answers', () => {
  it('needs a non-empty token', () => {
    expect(loginResultSchema.parse({ token: 't' })).toEqual({ token: 't' });
    expect(issueOf(loginResultSchema, { token: '' })).toEqual({
      path: ['token'],
      code: 'too_small',
    });
  });

  it('gives the SMS cooldown in whole seconds, never negative', () => {
    const sent = { cooldownSeconds: 60, phone: '138****0001' };
    expect(smsSendResultSchema.parse(sent)).toEqual(sent);
    expect(issueOf(smsSendResultSchema, { ...sent, cooldownSeconds: -1 })?.path).toEqual([
      'cooldownSeconds',
    ]);
    expect(issueOf(smsSendResultSchema, { ...sent, cooldownSeconds: 0.5 })).toEqual({
      path: ['cooldownSeconds'],
      code: 'invalid_type',
    });
  });
});

describe('current user and menu', () => {
  it("parses the seed's user fields, with an empty role for a user without one", () => {
    expect(currentUserSchema.parse(currentUser)).toEqual(currentUser);
    expect(currentUserSchema.parse({ ...currentUser, role: '' }).role).toBe('');
    expect(issueOf(currentUserSchema, { ...currentUser, role: 'root' })?.path).toEqual(['role']);
    const { accountId: _gone, ...missing } = currentUser;
    expect(issueOf(currentUserSchema, missing)).toEqual({
      path: ['accountId'],
      code: 'invalid_type',
    });
  });

  it('wraps the user in the inner result', () => {
    const answer = { code: 1, info: 'ok', data: currentUser };
    expect(userInfoResultSchema.parse(answer)).toEqual(answer);
    expect(
      issueOf(userInfoResultSchema, { ...answer, data: { ...currentUser, id: -1 } })?.path,
    ).toEqual(['data', 'id']);
  });

  it('parses nested menu entries and checks every level', () => {
    const leaf = {
      name: 'Workplace',
      path: 'workplace',
      order: 0,
      icon: '',
      locale: 'w',
      children: [],
    };
    const menu = {
      code: 1,
      info: 'ok',
      data: {
        menus: [
          {
            name: 'dashboard',
            path: '',
            order: 0,
            icon: 'dashboard',
            locale: 'menu.dashboard',
            children: [leaf, { ...leaf, name: 'faq', path: 'https://x.test', external: true }],
          },
        ],
      },
    };
    expect(menuResultSchema.parse(menu)).toEqual(menu);
    const bad = structuredClone(menu);
    (bad.data.menus[0].children[1] as { order: unknown }).order = 1.5;
    expect(issueOf(menuResultSchema, bad)).toEqual({
      path: ['data', 'menus', 0, 'children', 1, 'order'],
      code: 'invalid_type',
    });
  });
});

describe('system users and the log', () => {
  it('parses a user, with locked addresses on a detail only', () => {
    expect(systemUserSchema.parse(systemUser)).toEqual(systemUser);
    expect(systemUserSchema.parse({ ...systemUser, lockedAddresses: 2 }).lockedAddresses).toBe(2);
    expect(issueOf(systemUserSchema, { ...systemUser, status: 'deleted' })).toEqual({
      path: ['status'],
      code: 'invalid_value',
    });
    expect(issueOf(systemUserSchema, { ...systemUser, role: '' })?.path).toEqual(['role']);
    expect(issueOf(systemUserSchema, { ...systemUser, lastLoginAt: '2026-03-01' })).toEqual({
      path: ['lastLoginAt'],
      code: 'invalid_format',
    });
  });

  it('adds the pending review of an admin grant', () => {
    const review = {
      status: 'pending',
      submittedBy: 'admin',
      submittedAt: AT,
      decidedBy: null,
      decidedAt: null,
      reason: null,
      version: 1,
      id: 9,
      kind: 'admin_grant',
      subjectId: 2,
      subjectLabel: 'op1',
      changes: { role: { from: 'user', to: 'admin' } },
    };
    const answer = { ...systemUser, pendingReview: review };
    expect(systemUserWithReviewSchema.parse(answer)).toEqual(answer);
    expect(systemUserWithReviewSchema.parse({ ...systemUser, pendingReview: null })).toMatchObject({
      pendingReview: null,
    });
    expect(issueOf(systemUserWithReviewSchema, systemUser)?.path).toEqual(['pendingReview']);
  });

  it('parses a log entry with any detail and a known result', () => {
    const entry = {
      id: 7,
      at: AT,
      username: 'admin',
      ip: '127.0.0.1',
      module: 'deposit',
      action: 'approve',
      target: 'BZJ1',
      result: 'success',
      detail: { amountFen: 100 },
      requestId: 'r7',
    };
    expect(logEntrySchema.parse(entry)).toEqual(entry);
    expect(logEntrySchema.parse({ ...entry, detail: null }).detail).toBeNull();
    expect(issueOf(logEntrySchema, { ...entry, result: 'partial' })?.path).toEqual(['result']);
  });
});

describe('API tokens and own security settings', () => {
  it('lists a token without its secret and creates one with it', () => {
    expect(apiTokenSchema.parse(apiToken)).toEqual(apiToken);
    expect(issueOf(apiTokenSchema, { ...apiToken, token: 'qyat_secret' })).toEqual({
      path: [],
      code: 'unrecognized_keys',
    });
    expect(issueOf(apiTokenSchema, { ...apiToken, scope: 'admin' })?.path).toEqual(['scope']);
    const created = { ...apiToken, token: 'qyat_secret' };
    expect(createdApiTokenSchema.parse(created)).toEqual(created);
    expect(issueOf(createdApiTokenSchema, { ...apiToken, token: '' })?.path).toEqual(['token']);
  });

  it('parses sessions, a password change and a phone change', () => {
    const session = {
      id: 1,
      ip: '::1',
      userAgent: 'qy',
      createdAt: AT,
      lastSeenAt: AT,
      current: true,
    };
    expect(ownSessionSchema.parse(session)).toEqual(session);
    expect(issueOf(ownSessionSchema, { ...session, current: 'yes' })?.path).toEqual(['current']);
    expect(passwordChangedSchema.parse({ otherSessionsEnded: 2 })).toEqual({
      otherSessionsEnded: 2,
    });
    expect(issueOf(passwordChangedSchema, { otherSessionsEnded: -1 })?.path).toEqual([
      'otherSessionsEnded',
    ]);
    expect(phoneChangedSchema.parse({ phone: '138****0000' })).toEqual({ phone: '138****0000' });
  });

  it('takes a calendar day or nothing as the registration date', () => {
    const profile = {
      email: '',
      nickname: 'n',
      countryRegion: 'China',
      area: '',
      address: '',
      profile: '',
      userName: 'admin',
      phone: '138****0000',
      accountId: 'A1',
      registrationDate: '2026-01-31',
      version: 0,
    };
    expect(userProfileSchema.parse(profile)).toEqual(profile);
    expect(userProfileSchema.parse({ ...profile, registrationDate: '' }).registrationDate).toBe('');
    expect(issueOf(userProfileSchema, { ...profile, registrationDate: AT })?.path).toEqual([
      'registrationDate',
    ]);
  });
});
