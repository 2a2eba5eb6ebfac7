/** Copies text to the clipboard, falling back to a hidden textarea where the API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused (e.g. an unfocused document): fall through to execCommand.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

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
