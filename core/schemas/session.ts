/** The session and the signed-in user's own things: sign-in, info, menu, API tokens, sessions. */
import { z } from 'zod';
import { LOG_RESULTS, USER_STATUSES } from '../enums/index.ts';
import { id, innerOf, isoDate, isoTime, version } from './common.ts';
import { withPendingReviewShape } from './organisations.ts';

const roleSchema = z.enum(['admin', 'user']);

export const loginResultSchema = z.strictObject({ token: z.string().min(1) });

export const smsSendResultSchema = z.strictObject({
  /** Seconds until another code may be sent. */
  cooldownSeconds: z.number().int().nonnegative(),
  /** Masked phone the code went to, e.g. 138****0001. */
  phone: z.string(),
});

/** The seed's current-user fields (§3). */
export const currentUserSchema = z.strictObject({
  id,
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  job: z.string(),
  organization: z.string(),
  location: z.string(),
  email: z.string(),
  introduction: z.string(),
  personalWebsite: z.string(),
  jobName: z.string(),
  organizationName: z.string(),
  locationName: z.string(),
  phone: z.string(),
  registrationDate: z.string(),
  accountId: z.string(),
  certification: z.number().int(),
  role: z.union([roleSchema, z.literal('')]),
});

export interface MenuEntry {
  name: string;
  /** Route path, or the external URL when `external` is true. */
  path: string;
  order: number;
  icon: string;
  locale: string;
  external?: boolean;
  children: MenuEntry[];
}

const menuEntrySchema: z.ZodType<MenuEntry> = z
  .strictObject({
    name: z.string(),
    path: z.string(),
    order: z.number().int(),
    icon: z.string(),
    locale: z.string(),
    external: z.boolean().optional(),
    get children() {
      return z.array(menuEntrySchema);
    },
  })
  .meta({ id: 'MenuEntry' });

export const userInfoResultSchema = innerOf(currentUserSchema);
export const menuResultSchema = innerOf(z.strictObject({ menus: z.array(menuEntrySchema) }));

// ---------- system users ----------

export const userStatusSchema = z.enum(USER_STATUSES);

export const systemUserSchema = z.strictObject({
  id,
  username: z.string(),
  name: z.string(),
  /** Masked in lists. */
  phone: z.string(),
  email: z.string(),
  role: roleSchema,
  orgId: id,
  orgName: z.string(),
  status: userStatusSchema,
  lastLoginAt: isoTime.nullable(),
  version,
  createdAt: isoTime,
  /** One user's detail only: client addresses locked out of it by failed sign-ins (unlock clears them). */
  lockedAddresses: z.number().int().nonnegative().optional(),
});

/** A created or edited user; an admin role waits for a second admin (`pendingReview`). */
export const systemUserWithReviewSchema = systemUserSchema.extend(withPendingReviewShape);

// ---------- system log ----------

export const logEntrySchema = z.strictObject({
  /** Monotonic id; also the SSE event id. */
  id,
  at: isoTime,
  username: z.string(),
  ip: z.string(),
  module: z.string(),
  action: z.string(),
  target: z.string(),
  result: z.enum(LOG_RESULTS),
  detail: z.unknown(),
  requestId: z.string(),
});

// ---------- API tokens ----------

const apiTokenScopeSchema = z.enum(['read-only', 'read-write']);

/** An API token as listed: never its secret. */
export const apiTokenSchema = z.strictObject({
  id,
  name: z.string(),
  scope: apiTokenScopeSchema,
  /** The first characters of the token (`qyat_ab12`), to tell tokens apart. */
  hint: z.string(),
  createdAt: isoTime,
  /** ISO time, or null when it never expires. */
  expiresAt: isoTime.nullable(),
  lastUsedAt: isoTime.nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: isoTime.nullable(),
});

/** What creating returns: the listed fields plus the secret, shown this once only. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string().min(1) });

// ---------- the caller's own security settings ----------

export const ownSessionSchema = z.strictObject({
  id,
  ip: z.string(),
  userAgent: z.string(),
  createdAt: isoTime,
  lastSeenAt: isoTime,
  /** The session making this call. */
  current: z.boolean(),
});

export const passwordChangedSchema = z.strictObject({
  otherSessionsEnded: z.number().int().nonnegative(),
});

/** The new phone number, masked. */
export const phoneChangedSchema = z.strictObject({ phone: z.string() });

/** The profile of the User Setting page. */
export const userProfileSchema = z.strictObject({
  email: z.string(),
  nickname: z.string(),
  countryRegion: z.string(),
  area: z.string(),
  address: z.string(),
  profile: z.string(),
  userName: z.string(),
  /** Masked: 138****0000. */
  phone: z.string(),
  accountId: z.string(),
  registrationDate: z.union([isoDate, z.literal('')]),
  version,
});
