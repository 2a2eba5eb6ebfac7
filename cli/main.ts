import { homedir } from 'node:os';
import { lazyRunners } from './commands/runners.ts';
import { runCli } from './run-cli.ts';
import { cliVersion } from './version.ts';

// The entry of the `qy` bin: the real process as the CLI's environment.
const exitCode = await runCli(
  process.argv.slice(2),
  {
    streams: { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr },
    env: process.env,
    homeDir: homedir(),
    onInterrupt(listener) {
      process.on('SIGINT', listener);
      return () => process.off('SIGINT', listener);
    },
  },
  { version: cliVersion(), runners: lazyRunners },
);
process.exitCode = exitCode;
