import { describe, expect, it } from 'vitest';
import {
  listApiQuery,
  DEFAULT_PAGE_SIZE,
  formatListQuery,
  parseListQuery,
} from '../../../web/components/data/use-url-state.ts';

describe('list state in the query string', () => {
  it.each([
    ['', {}, { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '', filters: {}, open: '' }],
    [
      'page=3&pageSize=50&sort=-paidFen&status=active&open=BZJ1',
      {},
      { page: 3, pageSize: 50, sort: '-paidFen', filters: { status: 'active' }, open: 'BZJ1' },
    ],
    [
      'page=0&pageSize=500',
      {},
      { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '', filters: {}, open: '' },
    ],
    ['page=abc&q=', {}, { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '', filters: {}, open: '' }],
    [
      '',
      { status: 'pending' },
      { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '', filters: { status: 'pending' }, open: '' },
    ],
    [
      'status=',
      { status: 'pending' },
      { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '', filters: {}, open: '' },
    ],
    [
      'status=rejected',
      { status: 'pending' },
      { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '', filters: { status: 'rejected' }, open: '' },
    ],
  ])('parses %j with defaults %j', (search, defaults, expected) => {
    expect(parseListQuery(search, defaults)).toEqual(expected);
  });

  it('writes only what differs from the defaults, and keeps a cleared default explicit', () => {
    const defaults = { status: 'pending' };
    expect(
      formatListQuery(
        {
          page: 1,
          pageSize: DEFAULT_PAGE_SIZE,
          sort: '',
          filters: { status: 'pending' },
          open: '',
        },
        defaults,
      ),
    ).toBe('');
    expect(
      formatListQuery(
        { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '', filters: {}, open: '' },
        defaults,
      ),
    ).toBe('status=');
    expect(
      formatListQuery({
        page: 2,
        pageSize: 50,
        sort: 'name',
        filters: { q: '上海 a&b' },
        open: '7',
      }),
    ).toBe('q=%E4%B8%8A%E6%B5%B7+a%26b&sort=name&page=2&pageSize=50&open=7');
  });

  it('round-trips any state through the URL', () => {
    const state = {
      page: 4,
      pageSize: 10,
      sort: '-createdAt',
      filters: { q: 'x=y', institutionId: '12', shortfall: 'true' },
      open: 'BZJ2026',
    };
    expect(parseListQuery(formatListQuery(state))).toEqual(state);
    const defaults = { status: 'pending' };
    const cleared = {
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: '',
      filters: { kind: 'refund' },
      open: '',
    };
    expect(parseListQuery(formatListQuery(cleared, defaults), defaults)).toEqual(cleared);
  });

  it('reads a list without a sort as its default sort and leaves the default out of the URL', () => {
    const base = { page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {}, open: '' };
    expect(parseListQuery('', {}, 'submittedAt').sort).toBe('submittedAt');
    expect(parseListQuery('sort=', {}, 'submittedAt').sort).toBe('submittedAt');
    expect(parseListQuery('sort=-submittedAt', {}, 'submittedAt').sort).toBe('-submittedAt');
    expect(formatListQuery({ ...base, sort: 'submittedAt' }, {}, 'submittedAt')).toBe('');
    expect(formatListQuery({ ...base, sort: '-submittedAt' }, {}, 'submittedAt')).toBe(
      'sort=-submittedAt',
    );
    // Without a default the server's order stays the empty sort.
    expect(parseListQuery('').sort).toBe('');
  });
});

describe('the API query of a list state', () => {
  it("sends paging, sort and set filters, never the page's URL-only keys", () => {
    const state = parseListQuery('?status=failed&live=1&open=ST1&sort=-period&page=2&q=');
    expect(listApiQuery(state, ['live'])).toEqual({
      page: 2,
      pageSize: 20,
      sort: '-period',
      status: 'failed',
    });
    expect(listApiQuery(state)).toMatchObject({ live: '1' });
  });
});
