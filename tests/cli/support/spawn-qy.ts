import { spawn } from 'node:child_process';

export interface QyResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the bundled qy at `bin` as its own process with `env`, feeding `input` on stdin. */
export function spawnQy(
  bin: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  input = '',
): Promise<QyResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    // qy may exit before it reads stdin (a usage error): the unread input is not an error here.
    child.stdin.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') reject(e);
    });
    child.stdin.end(input);
  });
}
