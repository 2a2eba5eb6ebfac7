import { shellWord, type Node, type NodeOption } from './tree.ts';

/** `-l long -s s` of an option (fish has no word for a flag without its long form). */
function flagArgs(option: NodeOption): string | undefined {
  const long = option.flags.find((f) => f.startsWith('--'))?.slice(2);
  const short = option.flags.find((f) => /^-[^-]/.test(f))?.slice(1);
  return long ? `-l ${long}${short ? ` -s ${short}` : ''}` : undefined;
}

/** A fish double-quoted string. */
const fishQuoted = (text: string) => `"${text.replace(/["$\\]/g, '\\$&')}"`;

/**
 * An option's line: the flag and, for one that takes listed values, those values with their
 * descriptions (`value<TAB>description` lines; one line per value would give the option the last
 * value's description).
 */
function optionLine(prefix: string, option: NodeOption): string[] {
  const flags = flagArgs(option);
  if (!flags) return [];
  const pairs = (option.values ?? []).flatMap((v) => [
    fishQuoted(v.value),
    fishQuoted(v.description),
  ]);
  const values = pairs.length
    ? ` -x -a ${shellWord(`(printf "%s\\t%s\\n" ${pairs.join(' ')})`)}`
    : '';
  return [`${prefix} ${flags}${values} -d ${shellWord(option.description)}`];
}

/** The fish script: subcommands, options, option values and argument values with descriptions. */
export function fishScript(nodes: Node[]): string {
  const lines = [
    '# qy completion for fish (qy completion fish > ~/.config/fish/completions/qy.fish)',
    'complete -c qy -f',
  ];
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
    for (const v of node.argumentValues ?? []) {
      lines.push(
        `complete -c qy -n ${shellWord(condition)} -a ${shellWord(v.value)}${v.description ? ` -d ${shellWord(v.description)}` : ''}`,
      );
    }
    if (node.argumentSource) {
      lines.push(
        `complete -c qy -n ${shellWord(condition)} -a ${shellWord(`(${node.argumentSource})`)}`,
      );
    }
    if (node.path.length === 0) continue;
    for (const option of node.options) {
      lines.push(...optionLine(`complete -c qy -n ${shellWord(seen.join('; and '))}`, option));
    }
  }
  for (const option of nodes[0].options) lines.push(...optionLine('complete -c qy', option));
  return `${lines.join('\n')}\n`;
}
