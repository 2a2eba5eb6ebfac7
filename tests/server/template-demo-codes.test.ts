/**
 * Issue 26: the card list's and the monitor's demo values are codes shown in the reader's
 * language: the seed stores codes every locale has a text for, the system log's CSV names a demo
 * card in the export's locale, and migration 0015 turns the Chinese texts rows written before
 * carry into exactly the codes the seed now writes, leaving text someone wrote as it is.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { enUS, systemText, zhCN } from '#core/i18n';
import { rowsOf } from '../../server/db/migrate.ts';
import { call, createBusinessApp, post, type BusinessApp } from './business-support.ts';

const MIGRATION = readFileSync(
  new URL('../../server/db/migrations/0015_template_demo_codes.sql', import.meta.url),
  'utf8',
);

interface Card {
  id: number;
  title: string;
  description: string;
}
interface Studio {
  studio: { name: string; title: string };
  programs: { name: string }[];
  chat: { id: number; user: string; content: string }[];
}

const text = (messages: Record<string, string>) => (key: string, values?: Record<string, string>) =>
  (messages[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? `{${name}}`);
const inEnglish = (value: string) => systemText(value, text(enUS));
const inChinese = (value: string) => systemText(value, text(zhCN));

/** Every value a code, with a text in both locales (a Chinese one, an English one without Han). */
function expectCodes(values: string[]) {
  expect(values.length).toBeGreaterThan(0);
  for (const value of values) {
    expect(value).toMatch(/^sys:demo\./);
    expect(inChinese(value)).toMatch(/\p{Script=Han}/u);
    expect(inEnglish(value)).not.toMatch(/\p{Script=Han}|^sys:|\{/u);
  }
}

let app: BusinessApp;
beforeAll(async () => {
  app = await createBusinessApp();
}, 300_000);
afterAll(() => app?.close());

const cards = () => call<Card[]>(app, app.admin, 'GET', '/cards');
const studio = () => call<Studio>(app, app.admin, 'GET', '/monitor/studio');
const exec = (statements: string) =>
  Promise.all(
    statements.split('--> statement-breakpoint').map((s) => app.database.db.execute(sql.raw(s))),
  );

test("the seed stores the cards' and the monitor's demo texts as codes", async () => {
  const list = await cards();
  expectCodes(list.flatMap((c) => [c.title, c.description]));
  const s = await studio();
  expectCodes([
    s.studio.name,
    s.studio.title,
    ...s.programs.map((p) => p.name),
    ...s.chat.flatMap((m) => [m.user, m.content]),
  ]);
  // A viewer's number is an argument of the code: both locales show it.
  const viewer = s.chat[0].user;
  const n = /\?n=(\d+)$/.exec(viewer)?.[1];
  expect(inEnglish(viewer)).toBe(`Viewer ${n}`);
  expect(inChinese(viewer)).toBe(`观众${n}`);
});

test("the system log's CSV names a demo card in the export's locale", async () => {
  const [card] = await cards();
  await post(app, app.admin, `/cards/${card.id}/toggle`, {});
  await post(app, app.admin, `/cards/${card.id}/toggle`, {});
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const res = await app.fetch('GET', '/logs/export.csv', {
      token: app.admin,
      query: { module: 'cards' },
      headers: { 'accept-language': locale },
    });
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(csv).toContain(locale === 'en-US' ? inEnglish(card.title) : inChinese(card.title));
    expect(csv).not.toContain('sys:');
  }
});

test('the migration turns the old Chinese demo texts into the codes and keeps written text', async () => {
  const seededCards = await cards();
  const seededStudio = await studio();
  // The rows as the seed wrote them before: every code's zh-CN text (the migration's inputs).
  for (const c of seededCards) {
    await app.database.db.execute(
      sql`update cards set title = ${inChinese(c.title)}, description = ${inChinese(c.description)} where id = ${c.id}`,
    );
  }
  const typed = { id: 999, user: '张伟', content: '主播好！', time: '12:00' };
  const old = {
    ...seededStudio,
    studio: {
      ...seededStudio.studio,
      name: inChinese(seededStudio.studio.name),
      title: inChinese(seededStudio.studio.title),
    },
    programs: seededStudio.programs.map((p) => ({ ...p, name: inChinese(p.name) })),
    chat: [
      ...seededStudio.chat.map((m) => ({
        ...m,
        user: inChinese(m.user),
        content: inChinese(m.content),
      })),
      typed,
    ],
  };
  await app.database.db.execute(
    sql`update template_documents set data = ${JSON.stringify(old)}::jsonb where key = 'monitor.studio'`,
  );
  const [renamed] = seededCards;
  await app.database.db.execute(sql`update cards set title = '我的规则' where id = ${renamed.id}`);

  await exec(MIGRATION);

  const after = await cards();
  expect(after.find((c) => c.id === renamed.id)?.title).toBe('我的规则');
  expect(after.find((c) => c.id === renamed.id)?.description).toBe(renamed.description);
  expect(after.filter((c) => c.id !== renamed.id)).toEqual(
    seededCards.filter((c) => c.id !== renamed.id),
  );
  const rows = rowsOf<{ data: Studio }>(
    await app.database.db.execute(
      sql`select data from template_documents where key = 'monitor.studio'`,
    ),
  );
  expect(rows[0].data).toEqual({ ...seededStudio, chat: [...seededStudio.chat, typed] });
});
