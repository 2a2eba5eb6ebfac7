/**
 * A page for tests/e2e/event-batching.test.ts, on React as the console is: a field whose handlers
 * change state, under a box whose handlers (and a window listener) record what they see of that
 * state in the DOM.
 */
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

const seen: string[] = [];
Object.assign(window, { seen });

const shown = () => document.getElementById('count')?.textContent ?? 'none';

function Probe() {
  const [count, setCount] = useState(0);
  // What the last effect saw. A ref, not state: React runs the effects of a key's render before the
  // next key, but a state update made inside an effect renders at default priority, which an input
  // event may overtake on a loaded machine. The console relies on the former (a dialog's Esc layer
  // registered, a palette's query reset), never on the latter.
  const effectCount = useRef(0);
  const other = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    effectCount.current = count;
  }, [count]);
  return (
    <div
      onKeyDown={(e) => seen.push(`box ${e.key} saw ${shown()}`)}
      onClick={() => seen.push(`box click saw ${shown()}`)}
    >
      <input
        aria-label="field"
        onKeyDown={(e) => {
          if (e.key === 'x') e.stopPropagation();
          if (e.key === 'f') other.current?.focus();
          if (e.key === 'n') seen.push(`field n saw effect ${effectCount.current}`);
          setCount((c) => c + 1);
        }}
      />
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        add
      </button>
      <button type="button" ref={other} onFocus={() => setCount((c) => c + 1)}>
        other
      </button>
      <output id="count">{count}</output>
    </div>
  );
}

window.addEventListener('keydown', (e) => seen.push(`window ${e.key} saw ${shown()}`));
createRoot(document.getElementById('root')!).render(<Probe />);
