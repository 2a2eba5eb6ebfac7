import { homedir } from 'node:os';
import { processOutput } from './direct-output.ts';
import { runCli } from './run-cli.ts';
import { cliVersion } from './version.ts';

/**
 * Runs `qy` in the real process and returns the exit code. Every module `qy` evaluates on start is
 * reached from here: the bundle keeps them in one chunk (cli/build-plugins.ts, startInOneChunk).
 */
export function startQy(): Promise<number> {
  return runCli(
    process.argv.slice(2),
    {
      // Getters: touching process.stdin builds a stream, which `qy --help` has no use for.
      streams: {
        get stdin() {
          return process.stdin;
        },
        get stdout() {
          return process.stdout;
        },
        get stderr() {
          return process.stderr;
        },
      },
      direct: processOutput((target) => process[target]),
      env: process.env,
      homeDir: homedir(),
      onInterrupt(listener) {
        process.on('SIGINT', listener);
        return () => process.off('SIGINT', listener);
      },
    },
    { version: cliVersion() },
  );
}
