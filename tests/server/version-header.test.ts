import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// qy warns when the server's major version differs from its own (cli/server-version.ts); it can
// only do that if every answer, whatever its outcome, names the version.
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('X-QY-Version', () => {
  it("names package.json's version on success, refusal, bad input, unknown path and health", async () => {
    const answers = [
      await t.fetch('GET', '/sys/user/info', { token: admin }),
      await t.fetch('GET', '/sys/user/info'),
      await t.fetch('POST', '/users', { token: admin, body: { username: '' } }),
      await t.fetch('GET', '/no-such-route', { token: admin }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 422, 404]);
    for (const res of answers) expect(res.headers.get('x-qy-version')).toBe(version);
    const health = await t.app.request('/healthz');
    expect(health.headers.get('x-qy-version')).toBe(version);
  });
});
