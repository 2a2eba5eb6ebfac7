import { describe, expect, it } from 'vitest';
import {
  createSequenceMatcher,
  eventToChord,
  formatShortcut,
  isComposing,
  isEditableTarget,
  toChords,
  type KeyLike,
} from '../../../web/lib/hotkeys.ts';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('toChords', () => {
  it.each([
    [
      ['g', 'd'],
      ['g', 'd'],
    ],
    [['mod', 'k'], ['mod+k']],
    [['shift', 'mod', 'K'], ['mod+shift+k']],
    [['?'], ['?']],
    [
      ['g', 'mod', 'x', 'y'],
      ['g', 'mod+x', 'y'],
    ],
  ])('turns %j into %j', (input, expected) => {
    expect(toChords(input)).toEqual(expected);
  });
});

describe('eventToChord', () => {
  it('maps Ctrl+K to mod+k off macOS and ⌘K on macOS', () => {
    expect(eventToChord(key('k', { ctrlKey: true }), false)).toBe('mod+k');
    expect(eventToChord(key('k', { metaKey: true }), true)).toBe('mod+k');
    expect(eventToChord(key('k', { ctrlKey: true }), true)).toBe('ctrl+k');
  });
  it('keeps shifted symbols as the symbol, but shifted letters as shift+letter', () => {
    expect(eventToChord(key('?', { shiftKey: true }), false)).toBe('?');
    expect(eventToChord(key('A', { shiftKey: true }), false)).toBe('shift+a');
  });
  it('ignores bare modifier presses and dead keys', () => {
    expect(eventToChord(key('Shift', { shiftKey: true }), false)).toBeNull();
    expect(eventToChord(key('Dead'), false)).toBeNull();
    expect(eventToChord(key('Process'), false)).toBeNull();
  });
  it('names special keys', () => {
    expect(eventToChord(key('Escape'), false)).toBe('escape');
    expect(eventToChord(key(' '), false)).toBe('space');
  });
});

describe('isComposing', () => {
  it('is true while an IME composes (flag or keyCode 229)', () => {
    expect(isComposing(key('g', { isComposing: true }))).toBe(true);
    expect(isComposing(key('Process', { keyCode: 229 }))).toBe(true);
    expect(isComposing(key('g', { keyCode: 71 }))).toBe(false);
  });
});

describe('createSequenceMatcher', () => {
  const bindings = [
    { chords: ['g', 'd'], value: 'deposits' },
    { chords: ['g', 's'], value: 'settlements' },
    { chords: ['a'], value: 'approve' },
  ];

  it('matches a two-key sequence', () => {
    const m = createSequenceMatcher(bindings);
    expect(m.feed('g', 0)).toEqual({ kind: 'pending' });
    expect(m.feed('d', 100)).toEqual({ kind: 'match', value: 'deposits' });
  });
  it('forgets a prefix after the timeout', () => {
    const m = createSequenceMatcher(bindings, 1000);
    m.feed('g', 0);
    expect(m.feed('d', 1500)).toEqual({ kind: 'none' });
  });
  it('restarts on a key that breaks the sequence and still matches a single key', () => {
    const m = createSequenceMatcher(bindings);
    m.feed('g', 0);
    expect(m.feed('a', 10)).toEqual({ kind: 'match', value: 'approve' });
    m.feed('g', 20);
    expect(m.feed('x', 30)).toEqual({ kind: 'none' });
    expect(m.feed('g', 40)).toEqual({ kind: 'pending' });
    expect(m.feed('s', 50)).toEqual({ kind: 'match', value: 'settlements' });
  });
  it('lets "g g d" reach "g d" (the broken prefix starts over)', () => {
    const m = createSequenceMatcher(bindings);
    m.feed('g', 0);
    expect(m.feed('g', 10)).toEqual({ kind: 'pending' });
    expect(m.feed('d', 20)).toEqual({ kind: 'match', value: 'deposits' });
  });
  it('keeps a pending prefix when the bindings are swapped (a page registers its commands)', () => {
    const m = createSequenceMatcher(bindings);
    expect(m.feed('g', 0)).toEqual({ kind: 'pending' });
    m.setBindings([...bindings, { chords: ['j'], value: 'next' }]);
    expect(m.feed('d', 10)).toEqual({ kind: 'match', value: 'deposits' });
    m.setBindings([{ chords: ['g', 'u'], value: 'users' }]);
    m.feed('g', 20);
    expect(m.feed('d', 30)).toEqual({ kind: 'none' });
  });
  it('reports unknown keys as none and reset clears the buffer', () => {
    const m = createSequenceMatcher(bindings);
    expect(m.feed('z', 0)).toEqual({ kind: 'none' });
    m.feed('g', 10);
    m.reset();
    expect(m.feed('d', 20)).toEqual({ kind: 'none' });
  });
});

describe('formatShortcut', () => {
  it('shows platform labels', () => {
    expect(formatShortcut(['mod', 'k'], true)).toEqual(['⌘', 'K']);
    expect(formatShortcut(['mod', 'k'], false)).toEqual(['Ctrl', 'K']);
    expect(formatShortcut(['g', 'd'], false)).toEqual(['G', 'D']);
    expect(formatShortcut(['escape', 'enter'], false)).toEqual(['Esc', '↵']);
  });
});

describe('isEditableTarget', () => {
  const el = (tagName: string, extra: Record<string, unknown> = {}) =>
    ({
      tagName,
      isContentEditable: false,
      closest: () => null,
      ...extra,
    }) as unknown as EventTarget;
  it('treats text fields and editors as editable, buttons and checkboxes not', () => {
    expect(isEditableTarget(el('INPUT', { type: 'text' }))).toBe(true);
    expect(isEditableTarget(el('INPUT', { type: 'checkbox' }))).toBe(false);
    expect(isEditableTarget(el('TEXTAREA'))).toBe(true);
    expect(isEditableTarget(el('SELECT'))).toBe(true);
    expect(isEditableTarget(el('DIV', { isContentEditable: true }))).toBe(true);
    expect(isEditableTarget(el('BUTTON'))).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});
