import type { ContentSet } from '#core/api';
import type { CsvColumn } from '../../domain/list-export.ts';

/** The search table's CSV: the same columns the screen shows, labels in the caller's locale. */
export function contentSetCsvColumns(t: (k: string) => string): CsvColumn<ContentSet>[] {
  return [
    { 'en-US': 'Set number', 'zh-CN': '集合编号', value: (r) => r.number },
    { 'en-US': 'Set name', 'zh-CN': '集合名称', value: (r) => r.name },
    {
      'en-US': 'Content type',
      'zh-CN': '内容体裁',
      value: (r) => t(`template.contentSet.type.${r.contentType}`),
    },
    {
      'en-US': 'Filter type',
      'zh-CN': '筛选方式',
      value: (r) => t(`template.contentSet.filter.${r.filterType}`),
    },
    { 'en-US': 'Count', 'zh-CN': '内容量', value: (r) => r.count },
    { 'en-US': 'Created', 'zh-CN': '创建时间', value: (r) => r.createdAt },
    {
      'en-US': 'Status',
      'zh-CN': '状态',
      value: (r) => t(`template.contentSet.status.${r.status}`),
    },
  ];
}
