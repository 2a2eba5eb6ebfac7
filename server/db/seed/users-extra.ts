import { sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.ts';
import { pinyinOf } from '../../domain/search-keys.ts';
import type { Db } from '../client.ts';
import { rowsOf } from '../migrate.ts';
import { bulkInsert } from './bulk-insert.ts';
import type { OrgSeed } from './orgs.ts';
import type { SeedPeople } from './people.ts';
import { seedDemoUsers } from './users.ts';

const STAFF: [string, string, string][] = [
  ['hd_ops', '陈晓华', '13900000011'],
  ['hb_ops', '李北辰', '13900000012'],
  ['hn_ops', '黄南星', '13900000013'],
  ['xn_ops', '杨蜀川', '13900000014'],
  ['finance', '周财务', '13900000015'],
];

/**
 * Makes sure the demo accounts exist (infra's seed), places them in the platform organisation and
 * adds branch staff, so user management and the org tree have people in them.
 */
export async function seedPeople(db: Db, orgs: OrgSeed[], now: Date): Promise<SeedPeople> {
  const existing = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from users where username = 'operator'`),
  );
  if (Number(existing[0]?.n ?? 0) === 0) await seedDemoUsers(db, { now });
  await db.execute(sql`update users set org_id = ${orgs[0].id} where org_id is null`);

  const hash = await hashPassword('Demo1234');
  const branches = orgs.filter((o) => o.kind === 'branch');
  await bulkInsert(
    db,
    'users',
    {
      username: 'text',
      name: 'text',
      phone: 'text',
      email: 'text',
      role: 'text',
      org_id: 'integer',
      password_hash: 'text',
      search_pinyin: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    STAFF.map(([username, name, phone], i) => ({
      username,
      name,
      phone,
      email: `${username}@qy-sla.example.com`,
      role: 'user',
      org_id: (branches[i] ?? orgs[0]).id,
      password_hash: hash,
      search_pinyin: pinyinOf(name),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })),
  );
  const unindexed = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, name from users where search_pinyin = ''`),
  );
  for (const u of unindexed)
    await db.execute(sql`update users set search_pinyin = ${pinyinOf(u.name)} where id = ${u.id}`);

  const users = rowsOf<{ id: number; username: string; role: string }>(
    await db.execute(
      sql`select id, username, role from users where username in ('admin', 'reviewer', 'operator')`,
    ),
  );
  const find = (name: string) => {
    const u = users.find((x) => x.username === name);
    if (!u) throw new Error(`demo user ${name} is missing after the users seed`);
    return { id: Number(u.id), username: u.username };
  };
  const admin = find('admin');
  const reviewer = find('reviewer');
  return { operator: find('operator'), deciders: [admin, reviewer], admins: [admin, reviewer] };
}
