import { startQy } from './start.ts';

// The entry of the `qy` bin: the real process as the CLI's environment.
process.exitCode = await startQy();
