import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';

/** The demo accounts (issues 3, 22): passwords follow the seed's hint (≥ 6, upper and lower case). */
export const DEMO_ACCOUNTS = [
  {
    username: 'admin',
    password: 'Admin123',
    name: '系统管理员',
    role: 'admin',
    phone: '13800000001',
    pinyin: 'xitongguanliyuan xtgly',
  },
  {
    username: 'reviewer',
    password: 'Reviewer123',
    name: '审核员',
    role: 'admin',
    phone: '13800000002',
    pinyin: 'shenheyuan shy',
  },
  // A third administrator, so the maker–checker rules can be tried as a fresh production runs them:
  // three administrators, none deciding their own change.
  {
    username: 'auditor',
    password: 'Auditor123',
    name: '吴审计',
    role: 'admin',
    phone: '13900000016',
    pinyin: 'wushenji wsj',
  },
  {
    username: 'operator',
    password: 'Operator123',
    name: '操作员',
    role: 'user',
    phone: '13800000003',
    pinyin: 'caozuoyuan czy',
  },
] as const;

// scrypt is deliberately slow; tests build many databases in one process, so hash each password once.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let h = hashes.get(password);
  if (!h) hashes.set(password, (h = hashPassword(password)));
  return h;
};

/** Inserts the demo accounts that do not exist yet (idempotent). */
export async function seedDemoUsers(db: Db, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => ({
      username: a.username,
      name: a.name,
      phone: a.phone,
      email: `${a.username}@qy-sla.example.com`,
      role: a.role,
      passwordHash: await hashOnce(a.password),
      job: a.role === 'admin' ? 'reviewer' : 'operator',
      jobName: a.role === 'admin' ? '审核管理' : '业务运营',
      location: 'shanghai',
      locationName: '上海',
      introduction: '',
      certification: 1,
      searchPinyin: a.pinyin,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await db.insert(users).values(rows).onConflictDoNothing({ target: users.username });
}
