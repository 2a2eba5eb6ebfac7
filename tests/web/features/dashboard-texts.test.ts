/**
 * The dashboards build message keys from the server's template documents (clarities, live
 * methods, studio status, announcement types, operation values) and translate the seed's Chinese
 * category names through chart terms: every one of them must have a text in both locales.
 */
import { describe, expect, it } from 'vitest';
import { createI18n, enUS, zhCN } from '#core/i18n';
import { createRandom } from '../../../server/domain/prng.ts';
import { templateDocumentsData } from '../../../server/db/seed/template-documents.ts';
import { TERMS, termText } from '../../../web/components/charts/terms.ts';

const docs = templateDocumentsData(createRandom(7), new Date('2026-11-23T00:00:00Z')) as Record<
  string,
  Record<string, unknown>
>;

function expectKey(key: string) {
  expect(enUS, key).toHaveProperty([key]);
  expect(zhCN, key).toHaveProperty([key]);
}

describe('dashboard texts', () => {
  it('names every clarity, live method, status and operation value of the studio', () => {
    const studio = docs['monitor.studio'] as {
      studio: { status: string };
      info: { clarity: string[] };
      liveMethods: string[];
    };
    expectKey(`monitor.status.${studio.studio.status}`);
    for (const c of studio.info.clarity) {
      expectKey(`monitor.clarity.${c}`);
      expectKey(`monitor.opValue.${c}`);
    }
    for (const m of studio.liveMethods) {
      expectKey(`monitor.method.${m}`);
      expectKey(`monitor.method.${m}.help`);
    }
    for (const v of ['main', 'standby', 'on', 'off']) expectKey(`monitor.opValue.${v}`);
    for (const op of ['changeClarity', 'removeClarity', 'switchStream', 'pushGasket'])
      expectKey(`monitor.op.${op}`);
  });

  it('names every announcement type of the workplace', () => {
    const workplace = docs['workplace.overview'] as { announcements: { type: string }[] };
    for (const a of workplace.announcements) expectKey(`workplace.announcements.${a.type}`);
  });

  it('translates every seed category and series name in both locales', () => {
    const names = [
      ...(docs['analysis.overview'].contentPublishing as { name: string }[]).map((s) => s.name),
      ...(docs['analysis.publicOpinion'].cards as { title: string }[]).map((c) => c.title),
      ...(docs['analysis.publicOpinion'].contentTypes as { name: string }[]).map((c) => c.name),
      ...(docs['analysis.multiDimension'].overview as { title: string }[]).map((c) => c.title),
      ...(docs['analysis.multiDimension'].activity as { name: string }[]).map((c) => c.name),
      ...(docs['analysis.multiDimension'].contentTheme as { name: string }[]).map((c) => c.name),
      ...(docs['workplace.overview'].categories as { name: string }[]).map((c) => c.name),
    ];
    const en = createI18n('en-US');
    for (const name of names) {
      expect(TERMS, name).toHaveProperty([name]);
      expectKey(`chart.term.${TERMS[name]}`);
      expect(termText(name, (k, v) => en.t(k, v))).not.toMatch(/[\u4e00-\u9fff]/);
    }
    expect(termText('用户3', (k, v) => en.t(k, v))).toBe('User 3');
    expect(termText('Something else', (k, v) => en.t(k, v))).toBe('Something else');
  });
});
