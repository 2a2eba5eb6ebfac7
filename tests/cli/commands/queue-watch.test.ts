import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diffQueue, snapshotOf } from '../../../cli/commands/decide/watch-diff.ts';
import { createFakeCli, type FakeCli } from '../support/fake-env.ts';

let cli: FakeCli;
beforeEach(async () => {
  cli = await createFakeCli();
});
afterEach(() => cli.cleanup());

describe('--watch on the review queues', () => {
  it('refuses --csv (a usage error, exit 2) before asking the server anything', async () => {
    const result = await cli.run(['deposits', 'requests', '--watch', '--csv']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('--watch prints changes as TSV or NDJSON (--json), not --csv');
  });

  it('says what --watch does in the help of both queues', async () => {
    for (const noun of [
      ['deposits', 'requests'],
      ['merchants', 'reviews'],
    ]) {
      const help = (await cli.run([...noun, '--help'])).stdout;
      expect(help).toMatch(/-w, --watch\s+keep listing: redraw on a terminal/);
    }
  });
});

describe('diffQueue', () => {
  const row = (id: number, status: string, version = 1) => ({ id, status, version });

  it('reports added and changed in the new order, then removed in the old order', () => {
    const before = snapshotOf([row(1, 'pending'), row(2, 'pending'), row(3, 'pending')]);
    const after = snapshotOf([row(4, 'pending'), row(2, 'pending', 2), row(3, 'pending')]);
    expect(diffQueue(before, after)).toEqual([
      { change: 'added', request: row(4, 'pending') },
      { change: 'changed', request: row(2, 'pending', 2) },
      { change: 'removed', request: row(1, 'pending') },
    ]);
  });

  it('reports every row of the first listing as added, and nothing when nothing changed', () => {
    const rows = [row(7, 'pending'), row(8, 'approved')];
    expect(diffQueue(snapshotOf([]), snapshotOf(rows)).map((c) => c.change)).toEqual([
      'added',
      'added',
    ]);
    expect(diffQueue(snapshotOf(rows), snapshotOf(rows.map((r) => ({ ...r }))))).toEqual([]);
  });
});
