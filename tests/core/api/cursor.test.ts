import { describe, expect, it, vi } from 'vitest';
import { CURSOR_LIMIT_MAX, cursorItems, iterateCursor, type CursorRequest } from '#core/api';

function pages(...items: number[][]) {
  const fetchPage = vi.fn(async ({ cursor }: CursorRequest) => {
    const index = cursor === '' ? 0 : Number(cursor);
    return { items: items[index], nextCursor: index + 1 < items.length ? String(index + 1) : null };
  });
  return fetchPage;
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('iterateCursor', () => {
  it('walks every page until nextCursor is null, passing the page size', async () => {
    const fetchPage = pages([1, 2], [3], [4, 5]);
    await expect(collect(iterateCursor(fetchPage, { limit: 2 }))).resolves.toEqual([1, 2, 3, 4, 5]);
    expect(fetchPage.mock.calls.map(([r]) => r)).toEqual([
      { cursor: '', limit: 2 },
      { cursor: '1', limit: 2 },
      { cursor: '2', limit: 2 },
    ]);
  });

  it('stops after max items without fetching further pages', async () => {
    const fetchPage = pages([1, 2], [3, 4], [5]);
    await expect(collect(iterateCursor(fetchPage, { max: 3 }))).resolves.toEqual([1, 2, 3]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage.mock.calls[0][0]).toEqual({ cursor: '' });
  });

  it('ends on a cursor that does not move', async () => {
    const fetchPage = vi.fn(async () => ({ items: ['a'], nextCursor: '' }));
    await expect(collect(iterateCursor(fetchPage))).resolves.toEqual(['a']);
    expect(fetchPage).toHaveBeenCalledOnce();
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      collect(iterateCursor(pages([1]), { signal: controller.signal })),
    ).rejects.toThrow();
  });
});

describe('cursorItems', () => {
  it('asks for no more than is still wanted, capped at the largest page', async () => {
    const few = pages([1, 2], [3, 4], [5]);
    await expect(collect(cursorItems(few, 3))).resolves.toEqual([1, 2, 3]);
    expect(few.mock.calls.map(([r]) => r)).toEqual([
      { cursor: '', limit: 3 },
      { cursor: '1', limit: 3 },
    ]);
    const all = pages([1], [2]);
    await expect(collect(cursorItems(all))).resolves.toEqual([1, 2]);
    expect(all.mock.calls[0][0]).toEqual({ cursor: '', limit: CURSOR_LIMIT_MAX });
    const many = pages([1]);
    await collect(cursorItems(many, 5000));
    expect(many.mock.calls[0][0]).toEqual({ cursor: '', limit: 1000 });
  });

  it('ends on a page without nextCursor (a server answering in page mode)', async () => {
    const fetchPage = vi.fn(async () => ({ items: ['a', 'b'] }) as never);
    await expect(collect(cursorItems<string>(fetchPage))).resolves.toEqual(['a', 'b']);
    expect(fetchPage).toHaveBeenCalledOnce();
  });

  it('passes the signal on', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchPage = pages([1]);
    await expect(collect(cursorItems(fetchPage, undefined, controller.signal))).rejects.toThrow();
    expect(fetchPage).not.toHaveBeenCalled();
  });
});
