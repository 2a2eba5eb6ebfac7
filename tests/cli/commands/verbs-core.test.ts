/**
 * Every verb goes through #core/api (issue 24): the registry's verbs load their runs, no file of
 * cli/ but `qy api` (whose paths the user types) names an API path, and the review verbs decide
 * at the version core reads, paging the queue no further than the ids asked for.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NOUNS } from '../../../cli/commands/nouns.ts';
import { verbId } from '../../../cli/commands/verb.ts';
import { VERBS } from '../../../cli/commands/verbs.ts';
import { fakeApi } from '../support/fake-api.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';
import { REPO_ROOT } from '../support/server-process.ts';

let cli: FakeCli | undefined;
afterEach(() => cli?.cleanup());

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const cliFiles = sources(join(REPO_ROOT, 'cli')).map((path) => ({
  file: relative(REPO_ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

describe('the verb registry', () => {
  it('has each verb once, under a known noun, with a run that loads', async () => {
    const ids = VERBS.map(verbId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const verb of VERBS) {
      if (verb.noun) expect(NOUNS[verb.noun], verbId(verb)).toBeDefined();
      expect(typeof (await verb.run()), verbId(verb)).toBe('function');
    }
  });

  it('builds every command of the tree from it (one run per verb id)', async () => {
    cli = await createFakeCli();
    const help = await cli.run(['deposits', '--help']);
    for (const verb of VERBS.filter((v) => v.noun === 'deposits')) {
      expect(help.stdout).toContain(`  ${verb.name}`);
    }
  });
});

describe('verbs call #core/api', () => {
  it('no cli/ file but qy api names an API path, pages by a copy of the limit or guesses a version', () => {
    const path = /['"`]\/(deposits|settlements|merchants|logs|orgs|institutions|users|sys|sms)\b/;
    const offenders = cliFiles.filter(
      ({ file, text }) =>
        !file.startsWith('cli/commands/api/') &&
        // Help examples quote command lines, not API paths: `qy api /deposits/…` only in api.
        text.split('\n').some((line) => path.test(line)),
    );
    expect(offenders.map((o) => o.file)).toEqual([]);
    expect(
      cliFiles.filter(({ text }) => /MAX_PAGE\b|= 1000\b/.test(text)).map((f) => f.file),
    ).toEqual([]);
    expect(cliFiles.filter(({ text }) => /version \?\? 1/.test(text)).map((f) => f.file)).toEqual(
      [],
    );
  });

  it('every run that talks to the server imports its calls from #core/api', () => {
    const runs = cliFiles.filter(
      // `qy api` sends the path the user typed: the one raw caller, by design.
      ({ file, text }) =>
        file.endsWith('-run.ts') && text.includes('f.client()') && !file.includes('/api/'),
    );
    expect(runs.length).toBeGreaterThan(8);
    for (const { file, text } of runs) {
      expect(text, file).toMatch(/^import \{[^}]*\b\w+[^}]*\} from '#core\/api';/m);
      expect(text, file).not.toMatch(/client\.(get|post|put|del)\(/);
    }
  });

  it('decides a review at the version core read, paging the queue only until every id is found', async () => {
    const pages: string[] = [];
    const api = fakeApi({
      'GET /deposits/requests': (url) => {
        pages.push(url.searchParams.get('cursor') ?? '');
        expect(url.searchParams.get('status')).toBe('pending');
        expect(url.searchParams.get('limit')).toBe('1000');
        return url.searchParams.get('cursor') === ''
          ? { data: { items: [{ id: 12, version: 3 }], nextCursor: 'c2' } }
          : url.searchParams.get('cursor') === 'c2'
            ? { data: { items: [{ id: 13, version: 5 }], nextCursor: 'c3' } }
            : { data: { items: [{ id: 99, version: 1 }], nextCursor: null } };
      },
      'POST /deposits/requests/:id/reject': () => ({ data: { id: 12 } }),
    });
    cli = await createFakeCli(api.fetch, { QY_TOKEN: 'tok-1' });
    const result = await cli.run(['deposits', 'reject', '13', '12', '--reason', 'dup', '--yes']);
    expect(result.code, result.stderr).toBe(0);
    expect(pages).toEqual(['', 'c2']);
    const posts = api.requests.filter((r) => r.method === 'POST');
    const bodies = await Promise.all(
      posts.map(async (r) => [new URL(r.url).pathname, await r.json()]),
    );
    expect(bodies).toEqual([
      ['/qy-sla-admin-api/deposits/requests/13/reject', { version: 5, reason: 'dup' }],
      ['/qy-sla-admin-api/deposits/requests/12/reject', { version: 3, reason: 'dup' }],
    ]);
  });

  it('lists through core’s cursor functions, asking no page for more than --limit', async () => {
    const seen: URL[] = [];
    const api = fakeApi({
      'GET /merchants/reviews': (url) => {
        seen.push(url);
        return { data: { items: [{ id: 1, version: 1 }], nextCursor: null } };
      },
    });
    cli = await createFakeCli(api.fetch, { QY_TOKEN: 'tok-1' });
    const result = await cli.run(['merchants', 'reviews', '--kind', 'change', '-L', '5', '--json']);
    expect(result.code, result.stderr).toBe(0);
    expect(seen.map((u) => Object.fromEntries(u.searchParams))).toEqual([
      // Oldest first unless --sort says otherwise (issue 25).
      { kind: 'change', sort: 'submittedAt', cursor: '', limit: '5' },
    ]);
  });
});
