/**
 * End to end, issue 21 through the bundled qy against the real server: an administrator lists and
 * revokes another user's API tokens (`qy users tokens`), and the takeover (admin A files a new
 * phone for admin B) is a change review that neither A nor B can approve; a third admin decides.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '#core/errors';
import { readSmsCode } from '../support/server-process.ts';
import type { QyResult } from '../support/spawn-qy.ts';
import { useQySuite } from '../support/qy-suite.ts';

const suite = useQySuite('cli-users-', { signedIn: true });

/** qy as another person: their own config directory (so their own stored credential). */
function as(person: string) {
  const env = { XDG_CONFIG_HOME: join(suite.tmp, `config-${person}`) };
  return (args: string[], input?: string): Promise<QyResult> => suite.qy(args, { env, input });
}

async function signIn(username: string, password: string) {
  const qy = as(username);
  const sentAt = Date.now() - 1000;
  const sent = await qy(['login', '-u', username, '--send-code']);
  expect(sent.code, sent.stderr).toBe(0);
  const code = await readSmsCode(suite.outboxFile, username, sentAt);
  const login = await qy(['login', '-u', username, '--password-stdin', '--code', code], password);
  expect(login.code, login.stderr).toBe(0);
  return qy;
}

const json = (r: QyResult) => JSON.parse(r.stdout) as Record<string, unknown>;

describe('qy users tokens', () => {
  it("lists another user's tokens without their secrets and revokes one: it is refused from then on", async () => {
    const operator = await signIn('operator', 'Operator123');
    const created = await operator(
      ['auth', 'token', 'create', 'nightly', '--password-stdin'],
      'Operator123',
    );
    expect(created.code, created.stderr).toBe(0);
    const secret = created.stdout.trim();
    const withToken = { env: { QY_TOKEN: secret } };
    expect((await suite.qy(['whoami'], withToken)).code).toBe(0);

    // `qy users tokens <user>` is the noun's default verb; by username or by id.
    const listed = await suite.qy(['users', 'tokens', 'operator', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    const tokens = JSON.parse(listed.stdout) as { id: number; name: string; revokedAt: null }[];
    expect(tokens.map((tk) => [tk.name, tk.revokedAt])).toEqual([['nightly', null]]);
    expect(listed.stdout).not.toContain(secret);
    const operatorId = (json(await operator(['whoami', '--json'])) as { id: number }).id;
    const byId = await suite.qy([
      'users',
      'tokens',
      'list',
      String(operatorId),
      '--fields',
      'id,name',
    ]);
    expect(byId.stdout).toBe(`id\tname\n${tokens[0].id}\tnightly\n`);

    // A non-administrator may not look at anyone's tokens.
    const refused = await operator(['users', 'tokens', 'admin']);
    expect(refused.code).not.toBe(0);

    const revoked = await suite.qy(['users', 'tokens', 'revoke', 'operator', String(tokens[0].id)]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stderr).toContain(`Revoked API token ${tokens[0].id} (nightly)`);
    const after = await suite.qy(['whoami'], withToken);
    expect(after.code).toBe(3);
    const relisted = JSON.parse((await suite.qy(['users', 'tokens', 'operator', '--json'])).stdout);
    expect(relisted[0].revokedAt).not.toBeNull();
  });

  it('names an unknown username as a usage mistake', async () => {
    const r = await suite.qy(['users', 'tokens', 'nobody-here']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no user with the username "nobody-here"');
  });
});

describe('X-QY-Version', () => {
  it("is on the real server's answers, with package.json's version, for qy's major-version check", async () => {
    const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    const r = await suite.qy(['api', '-i', '/sys/user/info']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.toLowerCase()).toContain(`x-qy-version: ${version}\n`);
    // Same major as qy's own version: no warning.
    expect(r.stderr).toBe('');
  });
});

describe('the takeover through qy', () => {
  it("admin A's edit of admin B's phone is a review that neither A nor B can approve", async () => {
    const reviewer = await signIn('reviewer', 'Reviewer123');
    const auditor = await signIn('auditor', 'Auditor123');
    const b = json(await reviewer(['whoami', '--json'])) as { id: number };
    const before = json(await suite.qy(['api', `/users/${b.id}`])) as {
      version: number;
      phone: string;
    };
    const edited = await suite.qy([
      'api',
      '-X',
      'PUT',
      `/users/${b.id}`,
      '-F',
      `version=${before.version}`,
      '-f',
      'phone=13900000666',
    ]);
    expect(edited.code, edited.stderr).toBe(0);
    const review = (json(edited) as { pendingReview: { id: number; status: string } })
      .pendingReview;
    expect(review.status).toBe('pending');
    const approve = ['api', '-X', 'POST', `/users/reviews/${review.id}/approve`, '-F', 'version=1'];

    const byMaker = await suite.qy(approve);
    expect(byMaker.code).not.toBe(0);
    expect(byMaker.stderr).toContain(catalogue.MakerChecker['en-US']);
    const bySubject = await reviewer(approve);
    expect(bySubject.code).not.toBe(0);
    expect(bySubject.stderr).toContain(catalogue.SubjectChecker['en-US']);
    // Still B's own phone: nothing changed while the review waits.
    const unchanged = json(await suite.qy(['api', `/users/${b.id}`])) as { phone: string };
    expect(unchanged.phone).toBe(before.phone);

    // The third administrator, neither maker nor subject, can decide it.
    const byThird = await auditor(approve);
    expect(byThird.code, byThird.stderr).toBe(0);
  });
});
