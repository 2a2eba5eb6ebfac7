/**
 * The rule of web/lib/event-render-batching.ts: a render waits while the event being dispatched
 * can still reach a console element's handler.
 */
import { describe, expect, it } from 'vitest';
import {
  canReachAnotherHandler,
  markPastConsole,
  type DispatchState,
} from '../../../web/lib/event-render-batching.ts';

const doc = new EventTarget();
const field = new EventTarget();

function dispatching(over: Partial<DispatchState> = {}, path: EventTarget[] = [field, doc]) {
  return { eventPhase: 3, bubbles: true, cancelBubble: false, composedPath: () => path, ...over };
}

describe('canReachAnotherHandler', () => {
  it.each([
    ['holds renders while a bubbling event is on its way to the document', dispatching(), true],
    ['holds them in the capture phase', dispatching({ eventPhase: 1 }), true],
    ['holds them at the target', dispatching({ eventPhase: 2 }), true],
    ['releases them when the dispatch is over', dispatching({ eventPhase: 0 }), false],
    ['releases them when a handler stopped the event', dispatching({ cancelBubble: true }), false],
    [
      'releases them for an event that does not bubble (focus, blur)',
      dispatching({ bubbles: false }),
      false,
    ],
    ['releases them for an element outside the document', dispatching({}, [field]), false],
  ])('%s', (_, e, expected) => {
    expect(canReachAnotherHandler(e, doc)).toBe(expected);
  });

  it('releases them once the event has reached the document', () => {
    const e = dispatching();
    markPastConsole(e);
    expect(canReachAnotherHandler(e, doc)).toBe(false);
  });
});
