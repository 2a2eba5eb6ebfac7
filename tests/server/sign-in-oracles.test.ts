import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema/sessions.ts';
import { smsCodes } from '../../server/db/schema/sms-codes.ts';
import { users } from '../../server/db/schema/users.ts';
import { createTestApp, freshIp, type TestApp } from './support/test-app.ts';

const MIN = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.advance(20 * MIN));

const signIn = (username: string, password: string, code: string) =>
  t.request('POST', '/sys/user/loginByCode', {
    form: { username, password, code },
    ip: freshIp(),
  });
async function sendCode(username: string) {
  const res = await t.request('POST', '/sms/send', { form: { username }, ip: freshIp() });
  expect(res.body.code).toBe(200000);
  return t.sms.lastCode(username)!;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const answer = (r: { status: number; body: { code: number; message: string } }) => ({
  status: r.status,
  code: r.body.code,
  message: r.body.message,
});

async function setStatus(username: string, status: 'active' | 'disabled') {
  await t.database.db.update(users).set({ status }).where(eq(users.username, username));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs each probe `rounds` times, interleaved (so load on the machine hits all alike); medians in ms. */
async function timeProbes(probes: Record<string, () => Promise<unknown>>, rounds: number) {
  const times: Record<string, number[]> = Object.fromEntries(
    Object.keys(probes).map((k) => [k, []]),
  );
  const names = Object.keys(probes);
  for (let i = 0; i < rounds; i++) {
    for (let j = 0; j < names.length; j++) {
      const name = names[(i + j) % names.length];
      const started = performance.now();
      await probes[name]();
      times[name].push(performance.now() - started);
    }
    t.clock.advance(20 * MIN);
  }
  return Object.fromEntries(names.map((n) => [n, median(times[n])]));
}

/**
 * Two medians are alike when they differ by less than 40 % of the larger one (or 50 ms): loose
 * enough for a machine under load, tight enough to catch the 2× gaps and the instant answers the
 * attack measured.
 */
function expectAlike(a: number, b: number) {
  expect(Math.abs(a - b)).toBeLessThan(Math.max(50, Math.max(a, b) * 0.4));
}

describe('no answer tells which credential was wrong', () => {
  it('answers a right password with a wrong code exactly like a wrong password', async () => {
    const code = await sendCode('operator');
    const rightPassword = await signIn('operator', 'Operator123', wrongCode(code));
    const wrongPassword = await signIn('operator', 'Nope12345', wrongCode(code));
    const wrongBoth = await signIn('operator', 'Nope12345', code);
    expect(answer(rightPassword)).toEqual(answer(wrongPassword));
    expect(answer(wrongBoth)).toEqual(answer(wrongPassword));
    expect(answer(wrongPassword)).toMatchObject({ status: 401, code: 200200 });
  });

  it('answers unknown, disabled and wrong-password sign-ins with the same code', async () => {
    await setStatus('reviewer', 'disabled');
    try {
      const code = await sendCode('reviewer');
      const disabledWrongPassword = await signIn('reviewer', 'Nope12345', code);
      const disabledWrongCode = await signIn('reviewer', 'Reviewer123', wrongCode(code));
      const unknown = await signIn('nobody_here', 'Reviewer123', code);
      const wrong = await signIn('admin', 'Nope12345', '000000');
      for (const r of [disabledWrongPassword, disabledWrongCode, unknown]) {
        expect(answer(r)).toEqual(answer(wrong));
      }
      // Only the right password and the right code learn that the account is disabled.
      const fresh = await sendCode('reviewer').catch(async () => {
        t.clock.advance(61_000);
        return sendCode('reviewer');
      });
      const disabled = await signIn('reviewer', 'Reviewer123', fresh);
      expect(disabled.body.code).toBe(200206);
    } finally {
      await setStatus('reviewer', 'active');
    }
  });

  it('never ends or suspends the sessions of the account under attack', async () => {
    const token = await t.login('operator');
    for (let i = 0; i < 12; i++) await signIn('operator', 'Nope12345', '000000');
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'operator'));
    expect(row.status).toBe('active');
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, row.id));
    expect(live.some((s) => s.revokedAt === null)).toBe(true);
    expect((await t.request('GET', '/sys/user/info', { token })).body.code).toBe(200000);
  }, 60_000);

  it('stores SMS codes as a keyed hash, not as sha256(userId:code)', async () => {
    const { createHash } = await import('node:crypto');
    const code = await sendCode('admin');
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
    const [row] = await t.database.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.userId, user.id))
      .orderBy(desc(smsCodes.id))
      .limit(1);
    const unkeyed = createHash('sha256').update(`${user.id}:${code}`).digest('hex');
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toBe(unkeyed);
    expect((await signIn('admin', 'Admin123', code)).body.code).toBe(200000);
  });
});

describe('timing does not tell usernames apart', () => {
  it('spends the same time on unknown, disabled and wrong-password sign-ins', async () => {
    await setStatus('reviewer', 'disabled');
    try {
      let n = 0;
      const medians = await timeProbes(
        {
          unknown: () => signIn(`ghost${n++}`, 'Nope12345', '000000'),
          wrongPassword: () => signIn('operator', 'Nope12345', '000000'),
          disabled: () => signIn('reviewer', 'Nope12345', '000000'),
        },
        9,
      );
      expectAlike(medians.unknown, medians.wrongPassword);
      expectAlike(medians.disabled, medians.wrongPassword);
    } finally {
      await setStatus('reviewer', 'active');
    }
  }, 120_000);

  it('spends the same time on /sms/send for known and unknown usernames', async () => {
    let n = 0;
    const send = (username: string) =>
      t.request('POST', '/sms/send', { form: { username }, ip: freshIp() });
    const medians = await timeProbes(
      {
        unknown: () => send(`ghost_sms${n++}`),
        known: () => send('admin'),
      },
      11,
    );
    expectAlike(medians.unknown, medians.known);
  }, 60_000);
});
