/**
 * Three of React's behaviours that preact/compat (tools/preact-aliases.ts) leaves out, which the
 * console relies on. Loaded by web/main.tsx before the first render; the build's prerender does
 * not load it (it runs no effects and keeps `autoFocus` as the HTML attribute, as React's server
 * renderer does).
 *
 * Effects before the next event. React runs the effects of a render caused by a click or a key
 * before that event's task ends, and any pending effects before it handles the next event: a
 * keystroke always sees the state an effect set after the one before (a palette opened with Ctrl+K
 * has reset its query before the first letter; a dialog has registered its Esc layer before Esc).
 * Preact runs effects after the next frame (requestAnimationFrame, or a 35 ms timer), so keys sent
 * faster than frames, or on a busy machine, met stale state. Preact's `requestAnimationFrame`
 * option schedules that flush: a microtask runs it right after the commit, before any other task.
 *
 * React's `autoFocus` on a client render. compat passes `autoFocus` on as the HTML attribute, and
 * a browser honours that attribute only while the page loads, never for a field a dialog mounts
 * later. React instead focuses the element when it is first committed (input, button, select and
 * textarea), before any effect runs: a dialog's autoFocus field or button is focused before the
 * overlay's own focus handling (Radix focuses the first button, e.g. Cancel, unless focus is
 * inside already). Here the vnode hook drops the prop from the DOM and gives the element a ref
 * that focuses it the first time it is attached (refs are attached at the commit, before effects).
 *
 * One render after all the handlers of an event: a field's handler and its form's see the same
 * state and DOM (web/lib/event-render-batching.ts).
 */
import { options, type RefCallback, type RefObject, type VNode } from 'preact';
import { batchEventRenders } from './event-render-batching.ts';

options.requestAnimationFrame = queueMicrotask;
batchEventRenders();

const FOCUSABLE = new Set(['input', 'button', 'select', 'textarea']);
type UserRef = RefCallback<HTMLElement> | RefObject<HTMLElement | null>;

/** Elements focused once already: a ref attached again on a later render must not refocus. */
const focused = new WeakSet<HTMLElement>();

function focusOnce(el: HTMLElement): void {
  // A subtree Suspense parked off the document gets its refs attached again when it is shown.
  if (focused.has(el) || !el.isConnected) return;
  focused.add(el);
  el.focus();
}

const focusOnMount: RefCallback<HTMLElement> = (el) => {
  if (el) focusOnce(el);
};

/** One wrapper per user ref: a ref whose identity changed would be detached and attached again. */
const wrappers = new WeakMap<UserRef, RefCallback<HTMLElement>>();

function withFocus(user: UserRef): RefCallback<HTMLElement> {
  let wrapper = wrappers.get(user);
  if (!wrapper) {
    wrapper = (el) => {
      if (el) focusOnce(el);
      if (typeof user === 'function') return user(el);
      user.current = el;
    };
    wrappers.set(user, wrapper);
  }
  return wrapper;
}

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  previous?.(vnode);
  const props = vnode.props as { autoFocus?: unknown };
  if (typeof vnode.type !== 'string' || !('autoFocus' in props)) return;
  const wanted = Boolean(props.autoFocus);
  delete props.autoFocus;
  if (!wanted || !FOCUSABLE.has(vnode.type)) return;
  vnode.ref = vnode.ref ? withFocus(vnode.ref as UserRef) : focusOnMount;
};
