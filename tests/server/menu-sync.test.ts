/**
 * The per-role menus are written at every start: a start whose layout the database already holds
 * only reads (the rows keep their ids), and a changed or missing row is written back.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuRowsFor, syncMenus } from '../../server/auth/role-menus.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { menus } from '../../server/db/schema/menus.ts';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await migrate(database);
});

afterAll(async () => {
  await database.close();
});

const rows = () => database.db.select().from(menus).orderBy(menus.id);

describe('syncMenus', () => {
  it('writes the layout once and leaves an unchanged layout untouched', async () => {
    await syncMenus(database.db);
    const first = await rows();
    expect(first).toHaveLength(menuRowsFor('admin').length + menuRowsFor('user').length);
    await syncMenus(database.db);
    expect(await rows()).toEqual(first);
  });

  it('writes the layout back when a row differs or is missing', async () => {
    const [row] = await rows();
    await database.db.update(menus).set({ path: '/elsewhere' }).where(eq(menus.id, row.id));
    await syncMenus(database.db);
    const after = await rows();
    expect(after.find((r) => r.name === row.name && r.role === row.role)?.path).toBe(row.path);

    await database.db.delete(menus).where(eq(menus.name, row.name));
    await syncMenus(database.db);
    const restored = await rows();
    expect(restored.filter((r) => r.name === row.name)).toHaveLength(
      after.filter((r) => r.name === row.name).length,
    );
    expect(
      restored
        .map(({ id: _, ...r }) => r)
        .sort((a, b) => a.role.localeCompare(b.role) || a.name.localeCompare(b.name)),
    ).toEqual(
      after
        .map(({ id: _, ...r }) => r)
        .sort((a, b) => a.role.localeCompare(b.role) || a.name.localeCompare(b.name)),
    );
  });
});
