/**
 * React's batching of one event's handlers, on Preact (loaded by web/lib/react-parity.ts).
 *
 * React listens once, at its root, and runs every handler of an event (the field's onKeyDown, then
 * its form's, and so on up) in that one listener: a state change made by the field's handler
 * renders after the last handler, so the form's handler sees the state and the DOM the field saw.
 * Preact gives each element a DOM listener of its own, and the browser runs the microtasks queued
 * by a listener when it returns if nothing else is on the stack, i.e. between the listeners of a
 * key, click or other event from the user (not of an event dispatched by code: the script that
 * dispatched it is still on the stack). Preact's render queue is such a microtask, so the form's
 * handler saw the field's re-render (and, with react-parity's effect timing, its effects).
 *
 * Here Preact's render, still due in a microtask, waits while an event the console handles can
 * still reach an element of the console: it bubbles, nothing stopped it and it has not reached the
 * document. It runs in the microtask after the event reaches the document (a listener added here
 * first, so the document's and the window's other listeners see the new state, as with React),
 * after the handler that stops it, or after its dispatch; failing those (a library's listener
 * stopped the event), before the next event (the window's capture listeners here and each first
 * handler of a new event) or in a task of its own, whichever comes first. So a key always meets
 * the state the key before it left. An event dispatched inside a handler (focus() firing focus
 * events, a key a handler sends) is part of the outer event's batch, as in React; events a script
 * dispatches one after the other render after the script, as before.
 */
import { options } from 'preact';

/** The part of an event the rule reads (an Event; a plain object in unit tests). */
export interface DispatchState {
  readonly eventPhase: number;
  readonly bubbles: boolean;
  readonly cancelBubble: boolean;
  composedPath(): EventTarget[];
}

/** Events that have reached the document: the console's handlers are behind them. */
const pastConsole = new WeakSet<object>();

/** Whether `e`, being dispatched, can still reach a handler of an element inside `doc`. */
export function canReachAnotherHandler(e: DispatchState, doc: EventTarget): boolean {
  return (
    e.eventPhase !== 0 && // Event.NONE: the dispatch is over
    e.bubbles &&
    !e.cancelBubble &&
    !pastConsole.has(e) &&
    e.composedPath().includes(doc)
  );
}

/** Marks `e` as having reached the document (its last element is behind it). */
export function markPastConsole(e: object): void {
  pastConsole.add(e);
}

/** Events some console handler has run for; finished ones are dropped as the rule runs. */
let dispatching: Event[] = [];
/** Preact's render of the queued components, due in a microtask (as without this file). */
let held: (() => void) | null = null;
/** The render outlived its microtask: an event being dispatched could still reach a handler. */
let waiting = false;

/** Runs what is held unless an event being dispatched can still reach a console handler. */
function settle(): void {
  dispatching = dispatching.filter((e) => e.eventPhase !== 0);
  if (!held) return;
  if (dispatching.some((e) => canReachAnotherHandler(e, document))) {
    // A listener that stops the event is not always the console's: at worst the next task runs it.
    if (!waiting) setTimeout(settle);
    waiting = true;
    return;
  }
  const render = held;
  held = null;
  waiting = false;
  render();
}

/**
 * Before a new event, what an earlier one left waiting (settle keeps it for an event dispatched
 * inside a handler of the outer one). A render still due in its microtask stays there: events a
 * script dispatches one after the other meet the state they met before.
 */
function beforeEvent(): void {
  if (waiting) settle();
}

/** Past the console's elements: the render runs in the microtask after this listener. */
function reachedDocument(e: Event): void {
  markPastConsole(e);
  if (held) queueMicrotask(settle);
}

/** Events with our document and window listeners. */
const watched = new Set<string>();

function watch(type: string): void {
  if (watched.has(type)) return;
  watched.add(type);
  document.addEventListener(type, reachedDocument);
  window.addEventListener(type, beforeEvent, true);
}

/**
 * The events whose listeners are added before the console's own (web/main.tsx loads this first),
 * so a document or window listener of the console or of a library runs after the render. Others
 * get theirs when a console handler first sees one.
 */
const EARLY = [
  ...['keydown', 'keyup', 'keypress', 'beforeinput', 'input', 'change', 'submit'],
  ...['click', 'dblclick', 'auxclick', 'contextmenu', 'wheel'],
  ...['pointerdown', 'pointerup', 'pointermove', 'mousedown', 'mouseup', 'mousemove'],
  ...['focusin', 'focusout', 'compositionstart', 'compositionend', 'paste', 'copy', 'cut'],
];

export function batchEventRenders(): void {
  EARLY.forEach(watch);

  const previousEvent = options.event;
  options.event = (e: Event) => {
    const event = previousEvent ? previousEvent(e) : e;
    if (!dispatching.includes(e)) {
      beforeEvent();
      dispatching.push(e);
      watch(e.type);
    }
    // The browser runs microtasks after this handler: decide then whether its renders wait.
    if (held) queueMicrotask(settle);
    return event;
  };

  options.debounceRendering = (render) => {
    held = render;
    queueMicrotask(settle);
  };
}
