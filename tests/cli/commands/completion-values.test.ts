import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_MODULES } from '#core/audit';
import {
  DECISION_STATUSES,
  DEPOSIT_ACCOUNT_STATUSES,
  MERCHANT_REVIEW_KINDS,
  SETTLEMENT_STATUSES,
  SORT_FIELDS,
} from '#core/enums';
import { SUPPORTED_LOCALES } from '#core/i18n';
import { sortValues } from '../../../cli/commands/option-values.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';

let cli: FakeCli | undefined;
afterEach(async () => {
  await cli?.cleanup();
  cli = undefined;
});

const has = (shell: string) => spawnSync(shell, ['--version']).status === 0;

/** The script of `shell` (in `lang`) saved in the temp HOME. */
async function script(shell: string, lang = 'en-US'): Promise<string> {
  cli ??= await createFakeCli();
  const { code, stdout } = await cli.run(['--lang', lang, 'completion', shell]);
  expect(code).toBe(0);
  const file = join(cli.home, `qy-${lang}.${shell}`);
  await writeFile(file, stdout);
  return file;
}

/** What bash offers for the last word of `words` (the real _qy, through compgen). */
function bash(file: string, words: string[]): string[] {
  const quoted = words.map((w) => `'${w}'`).join(' ');
  const run = spawnSync(
    'bash',
    [
      '-c',
      `source "${file}"; COMP_WORDS=(${quoted}); COMP_CWORD=${words.length - 1}; _qy; printf '%s\\n' "\${COMPREPLY[@]}"`,
    ],
    { encoding: 'utf8' },
  );
  return run.stdout.split('\n').filter(Boolean);
}

describe('qy completion: option values from the command registry', () => {
  it('bash completes --status, --sort, --kind, --lang, --result and argument values from core', async () => {
    const file = await script('bash');
    expect(bash(file, ['qy', 'deposits', 'list', '--status', ''])).toEqual([
      ...DEPOSIT_ACCOUNT_STATUSES,
    ]);
    expect(bash(file, ['qy', 'deposits', 'list', '-s', ''])).toEqual([...DEPOSIT_ACCOUNT_STATUSES]);
    expect(bash(file, ['qy', 'settlements', 'list', '--status', ''])).toEqual([
      ...SETTLEMENT_STATUSES,
    ]);
    // totals takes the list's filter options (one definition), so their values too.
    expect(bash(file, ['qy', 'settlements', 'totals', '-s', ''])).toEqual([...SETTLEMENT_STATUSES]);
    expect(bash(file, ['qy', 'deposits', 'requests', '--status', ''])).toEqual([
      ...DECISION_STATUSES,
    ]);
    expect(bash(file, ['qy', 'merchants', 'reviews', '--kind', ''])).toEqual([
      ...MERCHANT_REVIEW_KINDS,
    ]);
    expect(bash(file, ['qy', 'deposits', 'requests', '--sort', ''])).toEqual([
      ...sortValues(SORT_FIELDS.depositRequests),
    ]);
    expect(bash(file, ['qy', 'deposits', 'requests', '--sort', '-'])).toEqual(
      sortValues(SORT_FIELDS.depositRequests).filter((v) => v.startsWith('-')),
    );
    // --lang is global: its values after any command path.
    expect(bash(file, ['qy', '--lang', ''])).toEqual([...SUPPORTED_LOCALES]);
    expect(bash(file, ['qy', 'logs', 'tail', '--lang', 'z'])).toEqual(['zh-CN']);
    expect(bash(file, ['qy', 'logs', 'list', '--result', ''])).toEqual(['success', 'failure']);
    expect(bash(file, ['qy', 'logs', 'export', '--module', 'de'])).toEqual(['deposits']);
    expect(bash(file, ['qy', 'auth', 'token', 'create', 'x', '--scope', 'read-'])).toEqual([
      'read-only',
      'read-write',
    ]);
    expect(bash(file, ['qy', 'completion', 'f'])).toEqual(['fish']);
    // An option without listed values still completes the command's words after it.
    expect(bash(file, ['qy', 'deposits', 'list', '--st'])).toEqual(['--status']);
  });

  it.skipIf(!has('zsh'))('zsh describes commands, options and values (in --lang)', async () => {
    const zsh = (file: string, words: string[]) => {
      // _describe and compdef stubbed: the items _qy hands to compsys, one per line.
      const stub = 'compdef() { :; }; _describe() { local n=${@[-1]}; print -l -- ${(P)n}; }';
      const run = spawnSync(
        'zsh',
        [
          '-f',
          '-c',
          `${stub}; source "${file}"; words=(${words.map((w) => `'${w}'`).join(' ')}); CURRENT=${words.length}; _qy`,
        ],
        { encoding: 'utf8' },
      );
      expect(run.stderr).toBe('');
      return run.stdout.split('\n').filter(Boolean);
    };
    const en = await script('zsh');
    expect(zsh(en, ['qy', 'dep'])).toContain('deposits:deposit accounts');
    expect(zsh(en, ['qy', 'deposits', ''])).toContain(
      'requests:list deposit requests (the review queue)',
    );
    expect(zsh(en, ['qy', 'deposits', 'requests', '--'])).toContain(
      '-w:keep listing: redraw on a terminal, one line per added, changed or removed request when piped (NDJSON with --json), until Ctrl-C',
    );
    expect(zsh(en, ['qy', 'deposits', 'requests', '--sort', ''])).toEqual([
      'submittedAt:ascending',
      '-submittedAt:descending',
      'amountFen:ascending',
      '-amountFen:descending',
    ]);
    expect(zsh(en, ['qy', 'settlements', 'list', '--lang', ''])).toEqual([
      'en-US:English (US)',
      'zh-CN:简体中文',
    ]);
    const zh = await script('zsh', 'zh-CN');
    expect(zsh(zh, ['qy', 'logs', 'tail', '--module', ''])).toEqual(
      Object.entries(LOG_MODULES).map(([code, names]) => `${code}:${names['zh-CN']}`),
    );
    expect(zsh(zh, ['qy', 'deposits', 'list', '--status', ''])).toContain('frozen:已冻结');
  });

  it.skipIf(!has('fish'))('fish completes values with their descriptions', async () => {
    const file = await script('fish');
    const fish = (line: string) =>
      spawnSync('fish', ['--no-config', '-c', `source "${file}"; complete -C '${line}'`], {
        encoding: 'utf8',
      }).stdout;
    expect(fish('qy merchants reviews --status ')).toBe('approved\npending\nrejected\n');
    expect(fish('qy logs tail --module me')).toBe('merchants\tMerchants\nmessages\tMessages\n');
    expect(fish('qy --lang ')).toBe('en-US\tEnglish (US)\nzh-CN\t简体中文\n');
    // The option keeps its own description (not its last value's).
    expect(fish('qy deposits list --sor')).toContain('--sort\tsort by accountNo');
  });
});
