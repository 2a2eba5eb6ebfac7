import { Command } from 'commander';
import { withExamples, type CommandContext, type Run } from '../context.ts';

export type QueryValues = Record<string, string | number | boolean | undefined>;

export interface ExportOptions {
  /** The list path; the export is `<path>/export.csv` with the same filters. */
  path: string;
  query: QueryValues;
  /** `-o file`; standard output when absent. */
  output: string | undefined;
}

const PAGING = new Set(['--limit', '--all']);

/**
 * `qy <noun> export`: the list command's filters (not its paging) and `-o file`, streaming the
 * server's own CSV export (its columns, its formula guard, in the chosen language).
 */
export function exportCommand(
  ctx: CommandContext,
  run: Run<ExportOptions>,
  spec: {
    list: Command;
    path: string;
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
      await run({ path: spec.path, query, output }, factory);
    });
  return withExamples(command, t, spec.examples);
}
