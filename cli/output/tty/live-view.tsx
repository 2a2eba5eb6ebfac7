import { render, Text } from 'ink';
import type { IO } from '../../io.ts';
import type { StyledLine } from '../blocks.ts';

function Lines({ lines, color }: { lines: readonly StyledLine[]; color: boolean }) {
  return (
    <>
      {lines.map((line, i) => (
        <Text key={i} wrap="truncate-end">
          {line.length === 0
            ? ' '
            : line.map((span, j) => (
                <Text
                  key={j}
                  {...(color && span.color ? { color: span.color } : {})}
                  bold={color && span.bold === true}
                  dimColor={color && span.dim === true}
                >
                  {span.text}
                </Text>
              ))}
        </Text>
      ))}
    </>
  );
}

export interface LiveView {
  /** Redraws the view in place with these lines. */
  show(lines: readonly StyledLine[]): void;
  /** Ends the view; the last frame stays on the terminal. */
  end(): Promise<void>;
}

/** A view redrawn in place on the terminal (ink), for output that changes while qy runs. */
export function startLiveView(io: IO): LiveView {
  const instance = render(<Lines lines={[]} color={io.color} />, {
    stdout: io.stdout as NodeJS.WriteStream,
    stderr: io.stderr as NodeJS.WriteStream,
    stdin: io.stdin as NodeJS.ReadStream,
    exitOnCtrlC: false,
    patchConsole: false,
  });
  let ended = false;
  return {
    show(lines) {
      if (!ended) instance.rerender(<Lines lines={lines} color={io.color} />);
    },
    async end() {
      if (ended) return;
      ended = true;
      instance.unmount();
      await instance.waitUntilExit();
    },
  };
}
