/** The SMS codes a test server writes to its outbox file (SMS_PROVIDER=log, SMS_OUTBOX_FILE). */
import { readFile } from 'node:fs/promises';
import { pollFor } from './poll.ts';

interface OutboxLine {
  username: string;
  code: string;
  at: string;
}

/** The newest code the server wrote for `username` at or after `since` (ms), waiting up to 10 s. */
export async function readSmsCode(
  outboxFile: string,
  username: string,
  since = 0,
): Promise<string> {
  const code = await pollFor(
    async () =>
      (await readFile(outboxFile, 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as OutboxLine)
        .filter((m) => m.username === username && Date.parse(m.at) >= since)
        .at(-1)?.code,
    { timeoutMs: 10_000 },
  );
  if (code === undefined) throw new Error(`no SMS code for ${username} in ${outboxFile}`);
  return code;
}
