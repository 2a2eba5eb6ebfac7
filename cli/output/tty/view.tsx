import { render, Text } from 'ink';
import { useEffect, useState } from 'react';
import type { IO } from '../../io.ts';
import { writeLines, type StyledLine } from '../blocks.ts';

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

export interface TtyView {
  /** Replaces the spinner with the result lines and ends the view. */
  finish(lines: Iterable<StyledLine>): Promise<void>;
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
      // ink only spins; the result is laid out already and written straight to the terminal.
      instance.clear();
      await end();
      await writeLines(io, lines);
    },
    async abort() {
      instance.clear();
      await end();
    },
  };
}
