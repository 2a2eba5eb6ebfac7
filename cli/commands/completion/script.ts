import type { Command } from 'commander';
import type { Shell } from './completion.ts';

interface Node {
  /** Command path words, e.g. ['deposits', 'list']. */
  path: string[];
  description: string;
  subcommands: string[];
  options: { flags: string[]; description: string }[];
}

function walk(command: Command, path: string[], out: Node[]): void {
  const options = command.options.map((o) => ({
    flags: [o.long, o.short].filter((f): f is string => Boolean(f)),
    description: o.description,
  }));
  options.push({ flags: ['--help', '-h'], description: 'help' });
  const subs = command.commands.filter((c) => c.name() !== 'help');
  out.push({
    path,
    description: command.description(),
    subcommands: subs.map((c) => c.name()),
    options,
  });
  for (const sub of subs) walk(sub, [...path, sub.name()], out);
}

const shellWord = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function bash(nodes: Node[], globals: string[]): string {
  const known = nodes.map((n) => n.path.join('.')).filter(Boolean);
  const cases = nodes.map((n) => {
    const words = [...n.subcommands, ...n.options.flatMap((o) => o.flags), ...globals];
    if (n.path.length === 0) words.push('help');
    return `    ${shellWord(n.path.join('.'))}) words=${shellWord([...new Set(words)].join(' '))} ;;`;
  });
  return `# qy completion for bash (qy completion bash > /etc/bash_completion.d/qy)
_qy() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path="" next i w words
  local known=${shellWord(` ${known.join(' ')} `)}
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    next="\${path:+$path.}$w"
    case "$known" in *" $next "*) path="$next" ;; esac
  done
  case "$path" in
${cases.join('\n')}
    *) words="" ;;
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F _qy qy
`;
}

function fish(nodes: Node[]): string {
  const lines = [
    '# qy completion for fish (qy completion fish > ~/.config/fish/completions/qy.fish)',
  ];
  lines.push('complete -c qy -f');
  for (const node of nodes) {
    // At this node: every word of its path seen, and none of its subcommands yet.
    const seen = node.path.map((w) => `__fish_seen_subcommand_from ${w}`);
    const notYet = node.subcommands.length
      ? [`not __fish_seen_subcommand_from ${node.subcommands.join(' ')}`]
      : [];
    const condition =
      node.path.length === 0 ? `__fish_use_subcommand` : [...seen, ...notYet].join('; and ');
    for (const sub of node.subcommands) {
      const child = nodes.find((n) => n.path.join(' ') === [...node.path, sub].join(' '));
      lines.push(
        `complete -c qy -n ${shellWord(condition)} -a ${sub} -d ${shellWord(child?.description ?? '')}`,
      );
    }
    if (node.path.length === 0) continue;
    for (const option of node.options) {
      const long = option.flags.find((f) => f.startsWith('--'))?.slice(2);
      const short = option.flags.find((f) => /^-[^-]/.test(f))?.slice(1);
      if (!long) continue;
      lines.push(
        `complete -c qy -n ${shellWord(seen.join('; and '))} -l ${long}${short ? ` -s ${short}` : ''} -d ${shellWord(option.description)}`,
      );
    }
  }
  const root = nodes[0];
  for (const option of root.options) {
    const long = option.flags.find((f) => f.startsWith('--'))?.slice(2);
    if (long) lines.push(`complete -c qy -l ${long} -d ${shellWord(option.description)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The completion script of `shell` for the command tree under `root`. */
export function completionScript(shell: Shell, root: Command): string {
  const nodes: Node[] = [];
  walk(root, [], nodes);
  const globals = nodes[0].options.flatMap((o) => o.flags).filter((f) => f.startsWith('--'));
  if (shell === 'fish') return fish(nodes);
  const script = bash(nodes, globals);
  if (shell === 'bash') return script;
  return `#compdef qy
# qy completion for zsh (source <(qy completion zsh), or save as _qy on $fpath)
autoload -U +X bashcompinit && bashcompinit
${script}`;
}
