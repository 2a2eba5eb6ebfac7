/**
 * The console's one clipboard helper: copies text, falling back to a hidden textarea where the
 * async clipboard is unavailable or refused (http, old engines, an unfocused document). Resolves
 * whether it copied; callers say so in a toast.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}
