import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_AMOUNT_FEN, MAX_BALANCE_FEN } from '#core/money';
import { depositAccounts } from '../../server/db/schema/index.ts';
import { errorCodesOf } from '../../server/http/db-errors.ts';
import {
  activeAccount,
  activeInstitutionId,
  applyRequest,
  call,
  createBusinessApp,
  type BusinessApp,
} from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const account = (no: string) => call(app, app.admin, 'GET', `/deposits/accounts/${no}`);

/** Sends a body as the operator and returns the whole answer. */
const answer = (method: string, path: string, body: object) =>
  app.request(method, path, { token: app.operator, body });

/** An active account with its database id. */
async function activeWithId() {
  const { accountNo } = await activeAccount(app);
  const [row] = await app.database.db
    .select({ id: depositAccounts.id })
    .from(depositAccounts)
    .where(eq(depositAccounts.accountNo, accountNo));
  return { accountNo, id: row.id };
}

describe('amount bounds (issue 10): at most 10¹³ fen per request, balances within their CHECK', () => {
  test('every money input refuses more than 10¹³ fen with 400100 and the field', async () => {
    const { accountNo } = await activeAccount(app);
    const institutionId = await activeInstitutionId(app);
    for (const amountFen of [MAX_AMOUNT_FEN + 1, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2]) {
      const topUp = await answer('POST', `/deposits/accounts/${accountNo}/requests`, {
        kind: 'top_up',
        amountFen,
      });
      expect(topUp.body).toMatchObject({ code: 400100 });
      expect(Object.keys(topUp.body.data.fields)).toEqual(['amountFen']);
      const open = await answer('POST', '/deposits/accounts', {
        institutionId,
        requiredFen: amountFen,
      });
      expect(open.body.code).toBe(400100);
      expect(Object.keys(open.body.data.fields)).toEqual(['requiredFen']);
      const split = await app.request('GET', '/orgs/1/split-preview', {
        token: app.admin,
        query: { grossFen: amountFen },
      });
      expect(split.body.code).toBe(400100);
      expect(Object.keys(split.body.data.fields)).toEqual(['grossFen']);
    }
    for (const amountFen of [0, -1]) {
      const res = await answer('POST', `/deposits/accounts/${accountNo}/requests`, {
        kind: 'top_up',
        amountFen,
      });
      expect(res.body.code).toBe(400100);
      expect(Object.keys(res.body.data.fields)).toEqual(['amountFen']);
    }
    // Exactly 10¹³ fen is accepted.
    const ok = await answer('POST', `/deposits/accounts/${accountNo}/requests`, {
      kind: 'top_up',
      amountFen: MAX_AMOUNT_FEN,
    });
    expect(ok.body.code).toBe(200000);
  });

  test('a top-up that would take the balance past 10¹⁵ fen is refused at submission and at approval', async () => {
    const { accountNo, id } = await activeWithId();
    // As if many earlier top-ups had brought the balance close to the bound.
    await app.database.db
      .update(depositAccounts)
      .set({ paidFen: MAX_BALANCE_FEN - 5 })
      .where(eq(depositAccounts.id, id));
    const refused = await answer('POST', `/deposits/accounts/${accountNo}/requests`, {
      kind: 'top_up',
      amountFen: 6,
    });
    expect(refused.body).toMatchObject({ code: 422109 });
    expect(Object.keys(refused.body.data.fields)).toEqual(['amountFen']);
    // Submitted while it fit, the balance moved before the decision: refused then, nothing lost.
    const req = await call(app, app.operator, 'POST', `/deposits/accounts/${accountNo}/requests`, {
      body: { kind: 'top_up', amountFen: 5 },
    });
    await app.database.db
      .update(depositAccounts)
      .set({ paidFen: MAX_BALANCE_FEN - 4 })
      .where(eq(depositAccounts.id, id));
    await call(
      app,
      app.admin,
      'POST',
      `/deposits/requests/${req.id}/approve`,
      { body: { version: req.version } },
      422109,
    );
    expect((await account(accountNo)).paidFen).toBe(MAX_BALANCE_FEN - 4);
    // 1-fen top-ups are exact right up to the bound.
    await app.database.db
      .update(depositAccounts)
      .set({ paidFen: MAX_BALANCE_FEN - 2 })
      .where(eq(depositAccounts.id, id));
    await call(app, app.admin, 'POST', `/deposits/requests/${req.id}/reject`, {
      body: { version: req.version, reason: '重新提交' },
    });
    await applyRequest(app, accountNo, 'top_up', 1);
    await applyRequest(app, accountNo, 'top_up', 1);
    expect((await account(accountNo)).paidFen).toBe(MAX_BALANCE_FEN);
  });

  test('the database refuses a negative, overflowing or over-frozen balance whoever writes it', async () => {
    const { id } = await activeWithId();
    const refusedByCheck = async (write: Promise<unknown>) => {
      const error = await write.then(
        () => null,
        (e: unknown) => e,
      );
      expect(errorCodesOf(error)).toContain('23514');
    };
    for (const set of [
      sql`paid_fen = -1`,
      sql`paid_fen = ${MAX_BALANCE_FEN + 1}`,
      sql`required_fen = -1`,
      sql`frozen_fen = paid_fen + 1`,
    ]) {
      await refusedByCheck(
        app.database.db.execute(sql`update deposit_accounts set ${set} where id = ${id}`),
      );
    }
    await refusedByCheck(
      app.database.db.execute(sql`update provider_merchants set balance_fen = -1`),
    );
    await refusedByCheck(
      app.database.db.execute(
        sql`update deposit_requests set amount_fen = ${MAX_AMOUNT_FEN + 1} where account_id = ${id}`,
      ),
    );
  });
});
