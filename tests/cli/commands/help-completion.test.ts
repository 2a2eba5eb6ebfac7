import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Streams } from '../../../cli/io.ts';
import { createProgram } from '../../../cli/program.ts';
import { commandWord } from '../../../cli/run-cli.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';

let cli: FakeCli | undefined;
afterEach(() => cli?.cleanup());

describe('help and suggestions', () => {
  it('bare qy prints the help on stdout with exit 0, and so does a noun without a verb', async () => {
    cli = await createFakeCli();
    const bare = await cli.run([]);
    expect(bare.code).toBe(0);
    expect(bare.stdout).toMatch(/^Usage: qy \[options\] \[command\]/);
    expect(bare.stderr).toBe('');
    const noun = await cli.run(['deposits']);
    expect(noun.code).toBe(0);
    expect(noun.stdout).toMatch(/^Usage: qy deposits \[options\] \[command\]/);
    expect(noun.stderr).toBe('');
  });

  it('qy help <noun> <verb> shows the verb’s help', async () => {
    cli = await createFakeCli();
    const result = await cli.run(['help', 'deposits', 'list']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: qy deposits list \[options\]/);
    const global = await cli.run(['--lang', 'en-US', 'help', 'settlements', 'retry']);
    expect(global.stdout).toMatch(/^Usage: qy settlements retry \[options\] <ids\.\.\.>/);
  });

  it('keeps commander’s "Did you mean" for commands and options, translated', async () => {
    cli = await createFakeCli();
    const noun = await cli.run(['deposit', 'list']);
    expect(noun.code).toBe(2);
    expect(noun.stderr).toBe('qy: unknown command "deposit" (Did you mean deposits?)\n');
    const verb = await cli.run(['deposits', 'lst']);
    expect(verb.stderr).toBe(
      'qy: unknown command "lst" (Did you mean list?); see: qy deposits --help\n',
    );
    const option = await cli.run(['deposits', 'list', '--stats', 'active']);
    expect(option.stderr).toContain('(Did you mean --status?)');
    const zh = await cli.run(['--lang', 'zh-CN', 'deposits', 'lst']);
    expect(zh.stderr).toContain('（您是否想输入 list？）');
  });
});

describe('a run builds only the noun it names', () => {
  it('prints the same root help as the whole command tree, in both languages', async () => {
    cli = await createFakeCli();
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const full = createProgram({
        locale,
        version: '0.1.0',
        environment: { streams: {} as Streams, env: {}, homeDir: cli.home },
      });
      let help = '';
      full.configureOutput({ writeOut: (text) => (help += text), getOutHelpWidth: () => 80 });
      full.outputHelp();
      expect(full.commands.find((c) => c.name() === 'deposits')?.commands.length).toBeGreaterThan(
        3,
      );
      const run = await cli.run(['--lang', locale, '--help']);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(help);
    }
  });

  it('finds the named noun past root options and help', () => {
    expect(commandWord(['--server', 'http://x', '--json', 'deposits', 'list'])).toBe('deposits');
    expect(commandWord(['--lang=zh-CN', 'help', 'logs', 'tail'])).toBe('logs');
    expect(commandWord(['--help'])).toBeUndefined();
  });
});

describe('qy completion', () => {
  it('bash: completes nouns, verbs and options from the command tree', async () => {
    cli = await createFakeCli();
    const { code, stdout } = await cli.run(['completion', 'bash']);
    expect(code).toBe(0);
    const file = join(cli.home, 'qy.bash');
    await writeFile(file, stdout);
    const complete = (words: string[]) =>
      spawnSync(
        'bash',
        [
          '-c',
          `source "${file}"; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _qy; printf '%s\\n' "\${COMPREPLY[@]}"`,
        ],
        { encoding: 'utf8' },
      ).stdout.trim();
    expect(complete(['qy', 'dep'])).toBe('deposits');
    expect(complete(['qy', 'deposits', 'ap'])).toBe('approve');
    expect(complete(['qy', 'deposits', 'list', '--sta'])).toBe('--status');
    expect(complete(['qy', '--server', 'http://h:1', 'settlements', 're'])).toBe('retry');
    expect(complete(['qy', 'settlements', 'to'])).toBe('totals');
    expect(complete(['qy', 'settlements', 'totals', '--ex'])).toBe('--exact');
    expect(complete(['qy', 'logs', 'list', '--until', '1d', '--mod'])).toBe('--module');
  });

  it('zsh is native (compsys), fish lists the same commands; other shells are refused', async () => {
    cli = await createFakeCli();
    const zsh = await cli.run(['completion', 'zsh']);
    expect(zsh.stdout).toMatch(/^#compdef qy\n/);
    expect(zsh.stdout).not.toContain('bashcompinit');
    expect(zsh.stdout).toContain('compdef _qy qy');
    const fish = await cli.run(['completion', 'fish']);
    expect(fish.stdout).toContain("complete -c qy -n '__fish_use_subcommand' -a deposits");
    expect(fish.stdout).toContain(
      "complete -c qy -n '__fish_seen_subcommand_from deposits; and not __fish_seen_subcommand_from list export show requests approve reject' -a approve",
    );
    expect(fish.stdout).toMatch(/-l reason -s r /);
    const other = await cli.run(['completion', 'tcsh']);
    expect(other.code).toBe(2);
  });
});
