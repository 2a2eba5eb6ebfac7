import { getUserInfo } from '#core/api';
import type { CurrentUser } from '#core/types';
import type { Factory } from '../../factory.ts';
import { column, type Column } from '../../output/columns.ts';
import { printRecord } from '../../output/print.ts';
import type { WhoamiOptions } from './whoami.ts';

/** Prints the signed-in user; `--json` prints the API's CurrentUser object unchanged. */
export async function runWhoami(_opts: WhoamiOptions, f: Factory): Promise<void> {
  const client = await f.client();
  const { server } = await f.session();
  const columns: Column<CurrentUser>[] = [
    column('username', 'cli.field.username', 'text', (u) => u.username),
    column('name', 'cli.field.name', 'text', (u) => u.name),
    column('role', 'cli.field.role', 'text', (u) => u.role),
    column('organization', 'cli.field.org', 'text', (u) => u.organizationName || u.organization),
    column('phone', 'cli.field.phone', 'text', (u) => u.phone),
    column('email', 'cli.field.email', 'text', (u) => u.email),
    column('server', 'cli.field.server', 'text', () => server),
  ];
  await printRecord(f.output(), columns, () => getUserInfo(client));
}
