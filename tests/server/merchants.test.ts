import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeCreditCode, makeIdNo, luhnCheckDigit } from '#core/validate';
import { rowsOf } from '../../server/db/migrate.ts';
import {
  activeInstitutionId,
  call,
  createBusinessApp,
  type BusinessApp,
} from './business-support.ts';

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const card = (body: string) => body + luhnCheckDigit(body);

async function onboard(name: string) {
  return call(app, app.operator, 'POST', '/merchants', {
    body: {
      name,
      institutionId: await activeInstitutionId(app),
      creditCode: makeCreditCode('91110101ABCDE1234'),
      legalPerson: '赵六',
      idNo: makeIdNo('11010119900307123'),
      contactPhone: '13700001111',
      bankAccount: card('622202123456789012'),
    },
  });
}

describe('merchants', () => {
  test('onboarding creates a pending merchant with masked personal data and an onboard review', async () => {
    const m = await onboard('测试商户一号');
    expect(m.merchantNo).toMatch(/^M\d{14}$/);
    expect(m).toMatchObject({
      status: 'pending_review',
      idNo: '1101**********123' + m.idNo.slice(-1),
      contactPhone: '137****1111',
    });
    expect(m.bankAccount).toMatch(/^6222\*+\d{4}$/);
    const reviews = await call(app, app.admin, 'GET', '/merchants/reviews', {
      query: { status: 'pending', q: m.merchantNo },
    });
    expect(reviews.items).toHaveLength(1);
    const review = reviews.items[0];
    await call(app, app.admin, 'POST', `/merchants/reviews/${review.id}/approve`, {
      body: { version: review.version },
    });
    expect((await call(app, app.admin, 'GET', `/merchants/${m.merchantNo}`)).status).toBe(
      'approved',
    );
    await call(
      app,
      app.reviewer,
      'POST',
      `/merchants/reviews/${review.id}/approve`,
      { body: { version: review.version } },
      409101,
    );
  });

  test('a change is applied only when approved, with masked from/to in the review', async () => {
    const m = await onboard('测试商户二号');
    const [review] = (
      await call(app, app.admin, 'GET', '/merchants/reviews', { query: { q: m.merchantNo } })
    ).items;
    await call(app, app.admin, 'POST', `/merchants/reviews/${review.id}/approve`, {
      body: { version: 1 },
    });
    const approved = await call(app, app.admin, 'GET', `/merchants/${m.merchantNo}`);
    await call(
      app,
      app.operator,
      'POST',
      `/merchants/${m.merchantNo}/changes`,
      { body: { version: approved.version - 1, name: 'x' } },
      409100,
    );
    const change = await call(app, app.operator, 'POST', `/merchants/${m.merchantNo}/changes`, {
      body: { version: approved.version, name: '改名商户', contactPhone: '13800002222' },
    });
    expect(change.kind).toBe('change');
    expect(change.changes.name).toEqual({ from: '测试商户二号', to: '改名商户' });
    expect(change.changes.contactPhone).toEqual({ from: '137****1111', to: '138****2222' });
    await call(
      app,
      app.operator,
      'POST',
      `/merchants/${m.merchantNo}/changes`,
      { body: { version: approved.version, name: '再改' } },
      422108,
    );
    expect((await call(app, app.admin, 'GET', `/merchants/${m.merchantNo}`)).name).toBe(
      '测试商户二号',
    );
    await call(
      app,
      app.admin,
      'POST',
      `/merchants/reviews/${change.id}/reject`,
      { body: { version: 1 } },
      400100,
    );
    await call(app, app.admin, 'POST', `/merchants/reviews/${change.id}/approve`, {
      body: { version: 1 },
    });
    const after = await call(app, app.admin, 'GET', `/merchants/${m.merchantNo}`);
    expect(after).toMatchObject({ name: '改名商户', contactPhone: '138****2222' });
  });

  test('disable and enable only from the right states', async () => {
    const page = await call(app, app.admin, 'GET', '/merchants', {
      query: { status: 'approved', pageSize: 1 },
    });
    const m = page.items[0];
    await call(
      app,
      app.admin,
      'POST',
      `/merchants/${m.merchantNo}/enable`,
      { body: { version: m.version } },
      422101,
    );
    const disabled = await call(app, app.admin, 'POST', `/merchants/${m.merchantNo}/disable`, {
      body: { version: m.version },
    });
    expect(disabled.status).toBe('disabled');
    await call(app, app.admin, 'POST', `/merchants/${m.merchantNo}/enable`, {
      body: { version: disabled.version },
    });
  });

  test('reveal returns one clear field to an admin, is logged, and is refused for the user role', async () => {
    const m = (await call(app, app.admin, 'GET', '/merchants', { query: { pageSize: 1 } }))
      .items[0];
    await call(
      app,
      app.operator,
      'POST',
      `/merchants/${m.merchantNo}/reveal`,
      { body: { field: 'idNo' } },
      403100,
    );
    const revealed = await call(app, app.admin, 'POST', `/merchants/${m.merchantNo}/reveal`, {
      body: { field: 'idNo' },
    });
    expect(revealed.field).toBe('idNo');
    expect(revealed.value).toMatch(/^\d{17}[\dX]$/);
    expect(revealed.value.slice(-4)).toBe(m.idNo.slice(-4));
    const logs = rowsOf<{ username: string; detail: { field: string } }>(
      await app.database.db.execute(
        sql`select username, detail from system_logs where module = 'merchants' and action = 'reveal' and target = ${m.merchantNo}`,
      ),
    );
    expect(logs).toEqual([{ username: 'admin', detail: { field: 'idNo' } }]);
  });
});

describe('provider merchants', () => {
  test('list filters by binding status and the detail has the event timeline', async () => {
    const page = await call(app, app.operator, 'GET', '/provider-merchants', {
      query: { bindingStatus: 'bound' },
    });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((p: { bindingStatus: string }) => p.bindingStatus === 'bound')).toBe(
      true,
    );
    const detail = await call(
      app,
      app.operator,
      'GET',
      `/provider-merchants/${page.items[0].providerMerchantNo}`,
    );
    expect(detail.events[0].kind).toBe('opened');
    expect(detail.events.map((e: { kind: string }) => e.kind)).toContain('card_bound');
    expect(detail.bankCard).toMatch(/\*{4}/);
  });
});

describe('masked personal data is no oracle', () => {
  test('a right and a wrong guess of a masked phone get the same answer from a user who may not reveal it', async () => {
    const m = await onboard('掩码探测商户');
    const [review] = (
      await call(app, app.admin, 'GET', '/merchants/reviews', { query: { q: m.merchantNo } })
    ).items;
    await call(app, app.admin, 'POST', `/merchants/reviews/${review.id}/approve`, {
      body: { version: 1 },
    });
    const approved = await call(app, app.admin, 'GET', `/merchants/${m.merchantNo}`);
    const guess = (contactPhone: string) =>
      app.request('POST', `/merchants/${m.merchantNo}/changes`, {
        token: app.operator,
        body: { version: approved.version, contactPhone },
      });
    // Without a pending review: both guesses file a change (the hidden value is not compared).
    const right = await guess('13700001111');
    expect(right.body.code).toBe(200000);
    expect(right.body.data.changes.contactPhone).toEqual({
      from: '137****1111',
      to: '137****1111',
    });
    // With a change pending: the same refusal for the right and the wrong guess.
    const answers = await Promise.all([guess('13700001111'), guess('13700001112')]);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual([
      [422, 422108],
      [422, 422108],
    ]);
    // An admin, who may reveal the phone, is told when nothing changes.
    await call(app, app.admin, 'POST', `/merchants/reviews/${right.body.data.id}/reject`, {
      body: { version: 1, reason: '探测' },
    });
    await call(
      app,
      app.admin,
      'POST',
      `/merchants/${m.merchantNo}/changes`,
      { body: { version: approved.version, contactPhone: '13700001111' } },
      400100,
    );
  });
});
