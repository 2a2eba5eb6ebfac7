import { Command } from 'commander';
import { withExamples, type CommandContext } from '../context.ts';
import { parseChoice } from '../parse.ts';
import { valueArgument } from '../option-values.ts';

const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/**
 * `qy completion bash|zsh|fish`: a completion script made from the command tree itself (nouns,
 * verbs, options), so it never lags behind the commands. It needs no server and no credential.
 */
export function completionCommand(ctx: CommandContext): Command {
  const { t } = ctx;
  const command = valueArgument(
    new Command('completion').description(t('cli.completion.description')),
    '<shell>',
    t('cli.completion.argument.shell'),
    SHELLS,
  ).action(async (shellArg: string, _raw: unknown, cmd: Command) => {
    const shell = parseChoice(shellArg, SHELLS, 'shell', t, 'completion') as Shell;
    let root = cmd;
    while (root.parent) root = root.parent;
    const { completionScript } = await import('./script.ts');
    const io = ctx.factoryFor(cmd).io();
    const { lang } = ctx.factoryFor(cmd).globals;
    io.stdout.write(completionScript(shell, root, t, lang));
    await io.flush();
  });
  return withExamples(command, t, [
    'qy completion bash > /etc/bash_completion.d/qy',
    "echo 'source <(qy completion zsh)' >> ~/.zshrc",
    'qy completion fish > ~/.config/fish/completions/qy.fish',
  ]);
}
