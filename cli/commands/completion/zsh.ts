import { PATH_LOOP } from './bash.ts';
import { flagPatterns, shellWord, type Node, type Value } from './tree.ts';

/** `name:description` as _describe reads it (a colon in the name escaped; no description, no colon). */
const item = (name: string, description: string) => {
  const escaped = name.replace(/:/g, '\\:');
  return shellWord(description ? `${escaped}:${description.replace(/\n/g, ' ')}` : escaped);
};

const items = (values: Value[]) => values.map((v) => item(v.value, v.description)).join(' ');

/**
 * The zsh script, native (compsys `_describe`): every subcommand, option and value with its
 * description. `qpath`, not `path`: zsh ties `path` to `PATH`.
 */
export function zshScript(nodes: Node[]): string {
  const known = nodes.map((n) => n.path.join('.')).filter(Boolean);
  const [root] = nodes;
  const described = (n: Node) => [
    ...n.subcommands.map((sub) => {
      const child = nodes.find((c) => c.path.join(' ') === [...n.path, sub].join(' '));
      return item(sub, child?.description ?? '');
    }),
    ...(n.argumentValues ? [items(n.argumentValues)] : []),
    // Its lines, each a value (a colon escaped, as item() does).
    ...(n.argumentSource ? [`\${\${(f)"$(${n.argumentSource})"}//:/\\\\:}`] : []),
    ...[...n.options, ...(n.path.length ? root.options : [])].flatMap((o) =>
      o.flags.map((f) => item(f, o.description)),
    ),
  ];
  const cases = nodes.map(
    (n) => `    ${shellWord(n.path.join('.'))}) items=(${described(n).join(' ')}) ;;`,
  );
  const valueCases = nodes.flatMap((n) =>
    n.options
      .filter((o) => o.values)
      .map(
        (o) =>
          `    ${flagPatterns(n.path.join('.'), o, n.path.length === 0)}) items=(${items(o.values ?? [])}); _describe -t values ${shellWord(o.description)} items; return ;;`,
      ),
  );
  return `#compdef qy
# qy completion for zsh (source <(qy completion zsh), or save as _qy in a folder on $fpath)
_qy() {
  local qpath="" next i w
  local -a items
  local known=${shellWord(` ${known.join(' ')} `)}${PATH_LOOP(2, 'words', 'CURRENT', 'qpath')}
  case "$qpath|\${words[CURRENT-1]}" in
${valueCases.join('\n')}
  esac
  case "$qpath" in
${cases.join('\n')}
    *) items=() ;;
  esac
  _describe -t commands qy items
}
if [ "$funcstack[1]" = "_qy" ]; then _qy "$@"; else compdef _qy qy; fi
`;
}
