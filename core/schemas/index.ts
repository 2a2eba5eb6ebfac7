/**
 * Response schemas (zod) of the API's wire shapes: the OpenAPI document describes responses with
 * them and server tests check answers against them. Each one is held equal to its wire type in
 * core/types by the type checks at the end, so the two cannot drift.
 */
import { z } from 'zod';
import type {
  CursorPage,
  Institution,
  LogEntry,
  Organisation,
  OrgTreeNode,
  Page,
  SystemUser,
} from '../types/index.ts';

const id = z.number().int().nonnegative();
const isoTime = z.iso.datetime({ offset: true });

/** Page mode: items, total and the page asked for. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

/** Cursor mode: items and the signed cursor of the next page (null at the end). */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().min(1).nullable() });

/** A list endpoint answers in page or cursor mode. */
export const listOf = <T extends z.ZodType>(item: T) => z.union([pageOf(item), cursorPageOf(item)]);

export const organisationSchema = z.object({
  id,
  parentId: id.nullable(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['platform', 'branch', 'partner', 'agent']),
  settlementTarget: z.boolean(),
  shareBp: z.number().int().min(0).max(10_000),
  bankAccount: z.string(),
  status: z.enum(['enabled', 'disabled']),
  version: z.number().int().nonnegative(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

export const orgTreeNodeSchema: z.ZodType<OrgTreeNode> = organisationSchema.extend({
  get children() {
    return z.array(orgTreeNodeSchema);
  },
  userCount: z.number().int().nonnegative(),
});

export const institutionSchema = z.object({
  id,
  name: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  orgId: id,
  orgName: z.string(),
  status: z.enum(['active', 'suspended']),
  version: z.number().int().nonnegative(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

export const systemUserSchema = z.object({
  id,
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'user']),
  orgId: id,
  orgName: z.string(),
  status: z.enum(['active', 'disabled', 'locked']),
  lastLoginAt: isoTime.nullable(),
  version: z.number().int().nonnegative(),
  createdAt: isoTime,
  lockedAddresses: z.number().int().nonnegative().optional(),
});

export const logEntrySchema = z.object({
  id,
  at: isoTime,
  username: z.string(),
  ip: z.string(),
  module: z.string(),
  action: z.string(),
  target: z.string(),
  result: z.enum(['success', 'failure']),
  detail: z.unknown(),
  requestId: z.string(),
});

// The schemas and the wire types stay one definition: a drift on either side fails the type check.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(ok: Same<A, B>) => ok;
same<z.output<typeof organisationSchema>, Organisation>(true);
same<z.output<typeof institutionSchema>, Institution>(true);
same<z.output<typeof systemUserSchema>, SystemUser>(true);
same<z.output<typeof logEntrySchema>, LogEntry>(true);
same<z.output<ReturnType<typeof pageOf<typeof logEntrySchema>>>, Page<LogEntry>>(true);
same<z.output<ReturnType<typeof cursorPageOf<typeof logEntrySchema>>>, CursorPage<LogEntry>>(true);
