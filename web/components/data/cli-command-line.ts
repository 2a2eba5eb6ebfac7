function shellQuote(value: string): string {
  return /^[\w.:/@,+-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * The `qy` command line that lists what a console list shows: `qy deposits list --status
 * pending_review`. `flags` maps the console's query keys to the CLI's flag names; keys the CLI
 * does not know are left out.
 */
export function cliCommandLine(
  noun: string,
  query: Record<string, string | number>,
  flags: Record<string, string>,
): string {
  const parts = ['qy', noun, 'list'];
  for (const [key, flag] of Object.entries(flags)) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    parts.push(`--${flag}`, shellQuote(String(value)));
  }
  return parts.join(' ');
}
