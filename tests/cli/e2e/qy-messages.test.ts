/**
 * Every message of every catalogue (qy's areas, the console's, the error catalogue), both
 * locales, formatted by the BUILT bundle: qy's build with one more entry (messages-probe.ts) that
 * shares its chunks, so the formatter is the no-parser one with core/i18n/precompiled.ts.
 * A message missing from it comes back as its raw template, `{` and all (issue 25:
 * `cli-ops` was missing from the list tools/precompile-messages.ts parses).
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, enUS, zhCN } from '#core/i18n';
import type { Locale } from '#core/errors';
import { buildCli } from '../../../cli/build.ts';
import { cliCatalogs } from '../../../cli/text.ts';
import type { ProbeCase } from '../support/messages-probe.ts';

/** A value for every argument a message names, walking into plural and select branches. */
function valuesOf(elements: MessageFormatElement[], values: Record<string, string | number> = {}) {
  for (const el of elements) {
    if (el.type === TYPE.argument) values[el.value] ??= `<${el.value}>`;
    else if (el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time)
      values[el.value] = 2;
    else if (el.type === TYPE.plural) {
      values[el.value] = 2;
      for (const option of Object.values(el.options)) valuesOf(option.value, values);
    } else if (el.type === TYPE.select) {
      values[el.value] ??= Object.keys(el.options).find((k) => k !== 'other') ?? 'other';
      for (const option of Object.values(el.options)) valuesOf(option.value, values);
    } else if (el.type === TYPE.tag) valuesOf(el.children, values);
  }
  return values;
}

const sources: Record<ProbeCase['catalogue'], Record<Locale, Record<string, string>>> = {
  cli: cliCatalogs,
  console: { 'en-US': enUS, 'zh-CN': zhCN },
  errors: { 'en-US': catalogueMessages('en-US'), 'zh-CN': catalogueMessages('zh-CN') },
};

function runProbe(probe: string, cases: ProbeCase[]): Promise<(ProbeCase & { text: string })[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [probe], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`probe exited ${code}`)),
    );
    child.stdin.end(JSON.stringify(cases));
  });
}

let dir = '';
let probe = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qy-messages-'));
  await buildCli({
    outDir: dir,
    entries: { 'messages-probe': 'tests/cli/support/messages-probe.ts' },
  });
  probe = join(dir, 'messages-probe.mjs');
}, 240_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the built qy formats every message', () => {
  it('fills every argument of every catalogue in both locales (no `{` left)', async () => {
    const cases: ProbeCase[] = [];
    for (const [catalogue, locales] of Object.entries(sources)) {
      for (const [locale, messages] of Object.entries(locales)) {
        for (const [key, template] of Object.entries(messages)) {
          const values = valuesOf(parse(template, { ignoreTag: true }));
          cases.push({ catalogue, locale, key, values } as ProbeCase);
        }
      }
    }
    expect(cases.filter((c) => c.key.startsWith('cli.decide.')).length).toBeGreaterThan(20);
    const results = await runProbe(probe, cases);
    expect(results).toHaveLength(cases.length);
    const unfilled = results
      .filter((r) => r.text.includes('{') || r.text.includes('}'))
      .map((r) => `${r.catalogue} ${r.locale} ${r.key}: ${r.text}`);
    expect(unfilled).toEqual([]);
    const confirm = results.find((r) => r.key === 'cli.decide.confirm' && r.locale === 'en-US');
    expect(confirm?.text).toBe('<action> 2 items (<ids>)? [y/N] ');
  });
});
