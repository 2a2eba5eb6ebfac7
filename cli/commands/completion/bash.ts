import { flagPatterns, shellWord, type Node } from './tree.ts';

/** Walks the words before the cursor to the deepest command path they name (`deposits.list`). */
export const PATH_LOOP = (first: number, words: string, end: string, variable: string) => `
  for ((i = ${first}; i < ${end}; i++)); do
    w="\${${words}[i]}"
    next="\${${variable}:+$${variable}.}$w"
    case "$known" in *" $next "*) ${variable}="$next" ;; esac
  done`;

/**
 * The bash script: the words of each command path (subcommands, options, values of its first
 * argument), and after an option that takes values, its values (global ones at any path).
 */
export function bashScript(nodes: Node[]): string {
  const known = nodes.map((n) => n.path.join('.')).filter(Boolean);
  const [root] = nodes;
  const globals = root.options.flatMap((o) => o.flags).filter((f) => f.startsWith('--'));
  const cases = nodes.map((n) => {
    const words = [
      ...n.subcommands,
      ...(n.argumentValues ?? []).map((v) => v.value),
      ...n.options.flatMap((o) => o.flags),
      ...globals,
    ];
    if (n.path.length === 0) words.push('help');
    const listed = shellWord([...new Set(words)].join(' '));
    const more = n.argumentSource ? `" $(${n.argumentSource})"` : '';
    return `    ${shellWord(n.path.join('.'))}) words=${listed}${more} ;;`;
  });
  const valueCases = nodes.flatMap((n) =>
    n.options
      .filter((o) => o.values)
      .map((o) => {
        const values = shellWord((o.values ?? []).map((v) => v.value).join(' '));
        return `    ${flagPatterns(n.path.join('.'), o, n.path.length === 0)}) words=${values} ;;`;
      }),
  );
  return `# qy completion for bash (qy completion bash > /etc/bash_completion.d/qy)
_qy() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" path="" next i w words
  local known=${shellWord(` ${known.join(' ')} `)}${PATH_LOOP(1, 'COMP_WORDS', 'COMP_CWORD', 'path')}
  case "$path|$prev" in
${valueCases.join('\n')}
    *)
      case "$path" in
${cases.map((c) => `  ${c}`).join('\n')}
        *) words="" ;;
      esac ;;
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -o default -F _qy qy
`;
}
