import { Box, render, Static, Text } from 'ink';
import { useEffect, useState } from 'react';
import type { IO } from '../../io.ts';
import type { StyledLine } from '../blocks.ts';

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

function Line({ line, color }: { line: StyledLine; color: boolean }) {
  return (
    <Text wrap="truncate-end">
      {line.map((span, i) => (
        <Text
          key={i}
          {...(color && span.color ? { color: span.color } : {})}
          bold={span.bold === true}
          dimColor={color && span.dim === true}
        >
          {span.text}
        </Text>
      ))}
    </Text>
  );
}

// The result goes through <Static>: it is written once and scrolls like normal output, so a
// table taller than the terminal does not make ink clear the screen on every frame.
function Result({ lines, color }: { lines: StyledLine[]; color: boolean }) {
  const items = lines.map((line, key) => ({ key, line }));
  return (
    <Static items={items}>
      {(item) => (
        <Box key={item.key}>
          <Line line={item.line} color={color} />
        </Box>
      )}
    </Static>
  );
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
