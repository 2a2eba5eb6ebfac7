import type { Db } from '../client.ts';
import { noticeRow, type Notice } from '../../domain/notifications.ts';
import { bulkInsert } from './bulk-insert.ts';
import type { SeedPeople } from './people.ts';
import type { FailedSettlement } from './settlements.ts';

export interface SeedEvent {
  key: string;
  kind: string;
  /** For decisions: approved / rejected; for merchants: the merchant name. */
  extra: string;
  at: string;
}

const COLUMNS = {
  user_id: 'integer',
  type: 'text',
  title: 'text',
  sub_title: 'text',
  content: 'text',
  avatar: 'text',
  tag_text: 'text',
  tag_color: 'text',
  link_route: 'text',
  link_key: 'text',
  read: 'boolean',
  at: 'timestamptz',
};

function snake(userId: number, n: Notice, read = false): Record<string, unknown> {
  const r = noticeRow(userId, n);
  return {
    user_id: r.userId,
    type: r.type,
    title: r.title,
    sub_title: r.subTitle,
    content: r.content,
    avatar: '',
    tag_text: r.tagText,
    tag_color: r.tagColor,
    link_route: r.linkRoute,
    link_key: r.linkKey,
    read,
    at: r.at.toISOString(),
  };
}

const recent = <T extends { at: string }>(items: T[], n: number): T[] =>
  [...items].sort((a, b) => b.at.localeCompare(a.at)).slice(0, n);

/**
 * The message boxes the seeded events would have produced: todos for admins about pending deposit
 * requests and merchant reviews, notices about recent failed settlements, messages to the operator
 * about decisions. Capped per kind so a box stays readable.
 */
export async function seedMessages(
  db: Db,
  people: SeedPeople,
  events: {
    pendingDeposits: SeedEvent[];
    pendingReviews: SeedEvent[];
    failed: FailedSettlement[];
    decided: SeedEvent[];
  },
): Promise<void> {
  const op = people.operator.username;
  const rows: Record<string, unknown>[] = [];
  for (const admin of people.admins) {
    for (const p of recent(events.pendingDeposits, 12)) {
      rows.push(
        snake(admin.id, {
          type: 'todo',
          template: 'deposit.submitted',
          params: { user: op, kind: `kind.${p.kind}`, accountNo: p.key },
          tag: { key: 'tag.pending', color: 'orange' },
          link: { route: 'BzjCheckList', key: p.key },
          at: new Date(p.at),
        }),
      );
    }
    for (const p of recent(events.pendingReviews, 6)) {
      rows.push(
        snake(admin.id, {
          type: 'todo',
          template: 'merchant.submitted',
          params: { user: op, kind: `kind.${p.kind}`, merchantNo: p.key, merchantName: p.extra },
          tag: { key: 'tag.pending', color: 'orange' },
          link: { route: 'BzjCheckMerchantList', key: p.key },
          at: new Date(p.at),
        }),
      );
    }
    for (const f of recent(events.failed, 8)) {
      rows.push(
        snake(admin.id, {
          type: 'notice',
          template: 'settlement.failed',
          params: { settlementNo: f.settlementNo, orgName: f.orgName, reason: f.reason },
          tag: { key: 'tag.failed', color: 'red' },
          link: { route: 'SettleList', key: f.settlementNo },
          at: new Date(f.at),
        }),
      );
    }
  }
  recent(events.decided, 10).forEach((d, i) => {
    rows.push(
      snake(
        people.operator.id,
        {
          type: 'message',
          template: 'deposit.decided',
          params: {
            user: people.admins[0].username,
            kind: `kind.${d.kind}`,
            accountNo: d.key,
            decision: `decision.${d.extra}`,
          },
          link: { route: 'BzjList', key: d.key },
          at: new Date(d.at),
        },
        i >= 4,
      ),
    );
  });
  await bulkInsert(db, 'messages', COLUMNS, rows);
}
