import { Command } from 'commander';
import type { ExportList } from '#core/api';
import type { CliMessageKey, Translate } from '../../text.ts';
import { withExamples, type CommandContext, type Run } from '../context.ts';
import { defineVerb, type Verb } from '../verb.ts';

export type QueryValues = Record<string, string | number | boolean | undefined>;

export interface ExportOptions {
  /** Which list (core's EXPORT_LISTS): the export has the list's filters. */
  list: ExportList;
  query: QueryValues;
  /** `-o file`; standard output when absent. */
  output: string | undefined;
}

const PAGING = new Set(['--limit', '--all']);

/**
 * `qy <noun> export`: the list command's filters (not its paging) and `-o file`, streaming the
 * server's own CSV export (its columns, its formula guard, in the chosen language).
 */
function exportCommand(
  ctx: CommandContext,
  run: Run<ExportOptions>,
  spec: {
    list: Command;
    export: ExportList;
    description: string;
    query: (raw: Record<string, unknown>, now: number) => QueryValues;
    examples: string[];
  },
): Command {
  const { t } = ctx;
  const command = new Command('export').description(spec.description);
  for (const option of spec.list.options) {
    if (!PAGING.has(option.long ?? '')) command.addOption(option);
  }
  command
    .option('-o, --output <file>', t('cli.export.option.output'))
    .action(async (raw: Record<string, unknown>, cmd: Command) => {
      const factory = ctx.factoryFor(cmd);
      const query = spec.query(raw, factory.now());
      const output = typeof raw.output === 'string' && raw.output !== '-' ? raw.output : undefined;
      await run({ list: spec.export, query, output }, factory);
    });
  return withExamples(command, t, spec.examples);
}

/** `qy <noun> export` as a verb: the filters of the noun's `list` verb, parsed by `query`. */
export function exportVerb<L>(spec: {
  list: Verb<L>;
  export: ExportList;
  description: CliMessageKey;
  query: (raw: Record<string, unknown>, now: number, t: Translate) => QueryValues;
  examples: string[];
}): Verb<ExportOptions> {
  return defineVerb<ExportOptions>({
    noun: spec.list.noun,
    name: 'export',
    command: (ctx, run) =>
      exportCommand(ctx, run, {
        // The list's command is built only to copy its options; its run is never called.
        list: spec.list.command(ctx, async () => {}),
        export: spec.export,
        description: ctx.t(spec.description),
        query: (raw, now) => spec.query(raw, now, ctx.t),
        examples: spec.examples,
      }),
    run: () => import('./export-run.ts').then((m) => m.runExport),
  });
}
