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
  const [effectCount, setEffectCount] = useState(0);
  const other = useRef<HTMLButtonElement>(null);
  useEffect(() => setEffectCount(count), [count]);
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
          if (e.key === 'n') seen.push(`field n saw effect ${effectCount}`);
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
