/**
 * The component layer's one setup file (vitest project `components`, happy-dom). It fills the
 * gaps Radix and cmdk reach for in a DOM without layout, unmounts every render after its test and
 * starts each test on an empty localStorage and a clean history entry.
 *
 * happy-dom brings ResizeObserver, matchMedia, scrollIntoView and pointer capture of its own; each
 * shim below is installed only where the environment lacks it, so a happy-dom upgrade that adds the
 * real thing wins.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

function define(target: object, name: string, value: unknown): void {
  if (!(name in target))
    Object.defineProperty(target, name, { value, configurable: true, writable: true });
}

// Radix (Popper, ScrollArea) and the table's column fit observe sizes; nothing is ever resized here.
define(
  globalThis,
  'ResizeObserver',
  class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  },
);
// cmdk scrolls the selected row into view; the grid scrolls its cursor row.
define(Element.prototype, 'scrollIntoView', function scrollIntoView() {});
// Radix's Select and Slider capture the pointer on pointerdown.
define(Element.prototype, 'hasPointerCapture', () => false);
define(Element.prototype, 'setPointerCapture', () => {});
define(Element.prototype, 'releasePointerCapture', () => {});
// The layout's media queries (narrow screens, reduced motion): a wide screen, no preference.
define(window, 'matchMedia', (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
}));

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
});

afterEach(() => {
  cleanup();
});
