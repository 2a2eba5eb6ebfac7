/**
 * Keyboard shortcuts as data: a shortcut is a list of keys where modifiers ('mod', 'ctrl', 'alt',
 * 'shift', 'meta') join the key after them into one chord, and chords follow each other as a
 * sequence: ['g','d'] is "g then d", ['mod','k'] is "Ctrl+K" (⌘K on macOS).
 */
const MODIFIERS = new Set(['mod', 'ctrl', 'alt', 'shift', 'meta']);
const MODIFIER_KEYS = new Set(['Control', 'Shift', 'Alt', 'Meta', 'CapsLock', 'Fn', 'OS']);

/** Shortcut keys → chord strings: ['g','d'] → ['g','d'], ['mod','shift','k'] → ['mod+shift+k']. */
export function toChords(shortcut: readonly string[]): string[] {
  const chords: string[] = [];
  let mods: string[] = [];
  for (const raw of shortcut) {
    const key = raw.toLowerCase();
    if (MODIFIERS.has(key)) {
      mods.push(key);
      continue;
    }
    chords.push([...mods.sort(modOrder), key].join('+'));
    mods = [];
  }
  return chords;
}

const ORDER = ['mod', 'ctrl', 'meta', 'alt', 'shift'];
function modOrder(a: string, b: string): number {
  return ORDER.indexOf(a) - ORDER.indexOf(b);
}

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
  keyCode?: number;
}

/** True while an input method editor is composing (Chinese input): never treat those keys as hotkeys. */
export function isComposing(e: KeyLike): boolean {
  return Boolean(e.isComposing) || e.keyCode === 229;
}

/** The chord a key event stands for, or null for a bare modifier press. */
export function eventToChord(e: KeyLike, isMac: boolean): string | null {
  if (MODIFIER_KEYS.has(e.key) || e.key === 'Dead' || e.key === 'Process') return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key.toLowerCase();
  const mods: string[] = [];
  if (isMac ? e.metaKey : e.ctrlKey) mods.push('mod');
  if (isMac && e.ctrlKey) mods.push('ctrl');
  if (!isMac && e.metaKey) mods.push('meta');
  if (e.altKey) mods.push('alt');
  // Shift is part of printable symbols ('?', '{'), so it only counts for letters and named keys.
  if (e.shiftKey && (/^[a-z]$/.test(key) || e.key.length > 1)) mods.push('shift');
  return [...mods, key === ' ' ? 'space' : key].join('+');
}

type FeedResult<T> = { kind: 'match'; value: T } | { kind: 'pending' } | { kind: 'none' };

export interface SequenceMatcher<T> {
  feed(chord: string, now: number): FeedResult<T>;
  /**
   * Swaps the bindings and keeps a pending prefix: commands re-register as a page loads, and the
   * `g` already pressed must still meet its `d` (a rebuilt matcher would forget it).
   */
  setBindings(next: ReadonlyArray<{ chords: readonly string[]; value: T }>): void;
  reset(): void;
}

/**
 * Matches chord sequences ("g" then "d") against bindings. A chord that continues a pending prefix
 * extends it; one that breaks it starts over, so "g x g d" still reaches "g d". A pending prefix
 * expires after `timeoutMs`.
 */
export function createSequenceMatcher<T>(
  initial: ReadonlyArray<{ chords: readonly string[]; value: T }>,
  timeoutMs = 1200,
): SequenceMatcher<T> {
  let bindings = initial;
  let buffer: string[] = [];
  let last = 0;

  const lookup = (seq: string[]): FeedResult<T> => {
    let prefix = false;
    for (const b of bindings) {
      if (b.chords.length < seq.length) continue;
      let same = true;
      for (let i = 0; i < seq.length; i++) {
        if (b.chords[i] !== seq[i]) {
          same = false;
          break;
        }
      }
      if (!same) continue;
      if (b.chords.length === seq.length) return { kind: 'match', value: b.value };
      prefix = true;
    }
    return prefix ? { kind: 'pending' } : { kind: 'none' };
  };

  return {
    feed(chord, now) {
      if (buffer.length && now - last > timeoutMs) buffer = [];
      last = now;
      const extended = lookup([...buffer, chord]);
      if (extended.kind !== 'none') {
        buffer = extended.kind === 'pending' ? [...buffer, chord] : [];
        return extended;
      }
      const fresh = buffer.length ? lookup([chord]) : extended;
      buffer = fresh.kind === 'pending' ? [chord] : [];
      return fresh;
    },
    setBindings(next) {
      bindings = next;
    },
    reset() {
      buffer = [];
    },
  };
}

/** Keys as shown to people: ['mod','k'] → ['⌘','K'] on macOS, ['Ctrl','K'] elsewhere. */
export function formatShortcut(shortcut: readonly string[], isMac: boolean): string[] {
  return shortcut.map((k) => {
    switch (k.toLowerCase()) {
      case 'mod':
        return isMac ? '⌘' : 'Ctrl';
      case 'ctrl':
        return isMac ? '⌃' : 'Ctrl';
      case 'alt':
        return isMac ? '⌥' : 'Alt';
      case 'shift':
        return isMac ? '⇧' : 'Shift';
      case 'meta':
        return isMac ? '⌘' : 'Win';
      case 'escape':
        return 'Esc';
      case 'enter':
        return '↵';
      case 'arrowup':
        return '↑';
      case 'arrowdown':
        return '↓';
      case 'space':
        return 'Space';
      default:
        return k.length === 1 ? k.toUpperCase() : k;
    }
  });
}

/**
 * Whether hotkeys must stay out of the way: typing in a field or a rich-text editor (the console's
 * one typing-target check: global hotkeys, grid keys).
 */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (el as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color'].includes(type);
  }
  return el.isContentEditable || el.closest?.('[contenteditable="true"]') != null;
}

export function detectMac(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
