/**
 * Issue 21: an administrator lists and revokes another user's API tokens from the user's drawer
 * under user management; the revoked token is refused at once.
 */
import { expect, it, vi } from 'vitest';
import { describeBrowser } from './support/browser.ts';
import { useSuite } from './support/suite.ts';

vi.setConfig({ expect: { poll: { timeout: 15_000, interval: 100 } } });

describeBrowser('user management · API tokens', () => {
  const suite = useSuite();

  it("lists a user's token in the drawer and revokes it", async () => {
    const api = suite.server.api;
    const operator = await suite.signedIn('operator');
    const session = await operator.page.evaluate(() => localStorage.getItem('token'));
    await operator.context.close();
    const auth = (token: string | null) => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    });
    const created = (await (
      await fetch(`${api}/sys/user/api-tokens`, {
        method: 'POST',
        headers: auth(session),
        body: JSON.stringify({
          name: 'leaked-script',
          scope: 'read-only',
          expiresInDays: 30,
          password: 'Operator123',
        }),
      })
    ).json()) as { code: number; data: { token: string } };
    expect(created.code).toBe(200000);
    const tokenWorks = async () =>
      (
        (await (
          await fetch(`${api}/user/profile`, { headers: auth(created.data.token) })
        ).json()) as { code: number }
      ).code;
    expect(await tokenWorks()).toBe(200000);

    const { context, page } = await suite.signedIn('admin');
    const adminToken = await page.evaluate(() => localStorage.getItem('token'));
    const found = (await (
      await fetch(`${api}/users?q=operator`, { headers: auth(adminToken) })
    ).json()) as { data: { items: { id: number; username: string }[] } };
    const id = found.data.items.find((u) => u.username === 'operator')!.id;
    await page.goto(`${suite.server.url}/sysSettings/userMmanage?open=${id}`);
    const grid = page.getByRole('grid', { name: 'API tokens' });
    const row = grid.getByRole('row', { name: /leaked-script/ });
    await row.getByText('Active').waitFor();
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked').waitFor();
    await expect.poll(tokenWorks).toBe(200105);
    await context.close();
  });
});
