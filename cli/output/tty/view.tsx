import { render, Static, Text } from 'ink';
import { useEffect, useState } from 'react';
import type { IO } from '../../io.ts';
import { lineAnsi, type StyledLine } from '../blocks.ts';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

function Spinner({ label, color }: { label: string; color: boolean }) {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setFrame((f) => (f + 1) % FRAMES.length), 80);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text>
      <Text {...(color ? { color: 'cyan' } : {})}>{FRAMES[frame]}</Text> {label}
    </Text>
  );
}

/** Lines per <Text>: a table of thousands of rows stays a few dozen ink nodes. */
const LINES_PER_CHUNK = 200;

// The result goes through <Static>: it is written once and scrolls like normal output, so a
// table taller than the terminal does not make ink clear the screen on every frame. Lines are
// pre-styled strings in chunks; one ink node per cell made a 3,000-row table take seconds.
function Result({ lines, color }: { lines: StyledLine[]; color: boolean }) {
  const items: { key: number; text: string }[] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_CHUNK) {
    const chunk = lines.slice(i, i + LINES_PER_CHUNK).map((line) => lineAnsi(line, color) || ' ');
    items.push({ key: i, text: chunk.join('\n') });
  }
  return <Static items={items}>{(item) => <Text key={item.key}>{item.text}</Text>}</Static>;
}

export interface TtyView {
  /** Replaces the spinner with the result lines and ends the view. */
  finish(lines: StyledLine[]): Promise<void>;
  /** Removes the spinner and ends the view (before an error is printed). */
  abort(): Promise<void>;
}

/** Shows a spinner on the terminal until the result is ready. */
export function startTtyView(io: IO, label: string): TtyView {
  const instance = render(<Spinner label={label} color={io.color} />, {
    stdout: io.stdout as NodeJS.WriteStream,
    stderr: io.stderr as NodeJS.WriteStream,
    stdin: io.stdin as NodeJS.ReadStream,
    exitOnCtrlC: false,
    patchConsole: false,
  });
  const end = async () => {
    instance.unmount();
    await instance.waitUntilExit();
  };
  return {
    async finish(lines) {
      instance.rerender(<Result lines={lines} color={io.color} />);
      await end();
    },
    async abort() {
      instance.clear();
      await end();
    },
  };
}
