/** What every signed-in user sees: the palette search, the message box and the workbench. */
import { z } from 'zod';
import { ROUTES, type RouteName } from '../access/routes.ts';
import { count, fen, id, isoDate, isoTime } from './common.ts';
import { settlementTotalsSchema } from './settlements.ts';

/** A route of core/access (the console opens it). */
const routeNameSchema = z.enum(ROUTES.map((r) => r.name) as [RouteName, ...RouteName[]]);

export const searchKindSchema = z.enum([
  'deposit',
  'merchant',
  'institution',
  'settlement',
  'user',
  'org',
  'provider',
]);

export const searchHitSchema = z.strictObject({
  kind: searchKindSchema,
  /** The record key used in the detail URL (account no, merchant no, id …). */
  key: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The route that shows it; the console opens `route` with `?open=key`. */
  route: routeNameSchema,
  /** Full pinyin and initials of a Chinese title (the palette ranks by them). */
  pinyin: z.strictObject({ full: z.string(), initials: z.string() }).optional(),
});

export const messageTypeSchema = z.enum(['message', 'notice', 'todo']);

export const messageItemSchema = z.strictObject({
  id,
  type: messageTypeSchema,
  title: z.string(),
  subTitle: z.string(),
  content: z.string(),
  avatar: z.string(),
  tag: z.strictObject({ text: z.string(), color: z.string() }).nullable(),
  /** Route and key the message points to, if any. */
  link: z.strictObject({ route: routeNameSchema, key: z.string().optional() }).nullable(),
  read: z.boolean(),
  at: isoTime,
});

export const messageBoxSchema = z.strictObject({
  items: z.array(messageItemSchema),
  unread: z.strictObject({ message: count, notice: count, todo: count }),
});

export const workbenchFiguresSchema = z.strictObject({
  pendingDepositRequests: count,
  pendingMerchantReviews: count,
  deposit: z.strictObject({
    accounts: count,
    requiredFen: fen,
    paidFen: fen,
    frozenFen: fen,
    shortfallFen: fen,
    shortfallAccounts: count,
  }),
  settlementsThisMonth: settlementTotalsSchema,
  /** One point per day of the current month. */
  settlementsByDay: z.array(z.strictObject({ date: isoDate, count, netFen: fen })),
  failedSettlements: count,
  /**
   * The change-review queues' pending counts (organisation money routing, admin grants): sent only
   * to a caller who may decide them (an admin); absent for everyone else.
   */
  pendingChangeReviews: z.strictObject({ orgRouting: count, adminGrants: count }).optional(),
});
