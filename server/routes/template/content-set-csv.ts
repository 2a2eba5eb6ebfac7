import type { Locale } from '#core/errors';
import type { Db } from '../../db/client.ts';
import { csvResponse, keysetRows } from '../../http/csv.ts';
import { translator } from '../../domain/i18n.ts';
import type { CursorKey } from '../../domain/paging.ts';
import { contentSetSort, contentSetValue, fetchContentSetsAfter } from './content-sets.ts';
import type { ContentSetQuery } from './inputs.ts';

type ContentSetRow = Awaited<ReturnType<ReturnType<typeof fetchContentSetsAfter>>>[number];

interface Column {
  'en-US': string;
  'zh-CN': string;
  value(row: ContentSetRow, t: (key: string) => string): unknown;
}

/** The search table's CSV: the same columns the screen shows, labels in the caller's locale. */
const COLUMNS: readonly Column[] = [
  { 'en-US': 'Set number', 'zh-CN': '集合编号', value: (r) => r.number },
  { 'en-US': 'Set name', 'zh-CN': '集合名称', value: (r) => r.name },
  {
    'en-US': 'Content type',
    'zh-CN': '内容体裁',
    value: (r, t) => t(`template.contentSet.type.${r.contentType}`),
  },
  {
    'en-US': 'Filter type',
    'zh-CN': '筛选方式',
    value: (r, t) => t(`template.contentSet.filter.${r.filterType}`),
  },
  { 'en-US': 'Count', 'zh-CN': '内容量', value: (r) => r.count },
  { 'en-US': 'Created', 'zh-CN': '创建时间', value: (r) => r.createdAt },
  {
    'en-US': 'Status',
    'zh-CN': '状态',
    value: (r, t) => t(`template.contentSet.status.${r.status}`),
  },
];

const PAGE = 1000;

/** The filtered content sets as a streamed CSV (keyset pages of 1000 rows, flat memory). */
export function contentSetCsv(db: Db, q: ContentSetQuery, locale: Locale): Response {
  const choice = contentSetSort(q.sort);
  const fetch = fetchContentSetsAfter(db, q, choice);
  const valueOf = contentSetValue(choice);
  const t = translator(locale);
  const rows = keysetRows<ContentSetRow, CursorKey>(
    async (after) => {
      const items = await fetch(after, PAGE);
      const last = items[items.length - 1];
      const next =
        items.length < PAGE || !last ? null : { f: choice.field, v: valueOf(last), id: last.id };
      return { rows: items, next };
    },
    (row) => COLUMNS.map((c) => c.value(row, t)),
  );
  return csvResponse(
    'content-sets.csv',
    COLUMNS.map((c) => c[locale]),
    rows,
  );
}
