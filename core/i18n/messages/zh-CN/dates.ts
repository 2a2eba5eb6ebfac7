import type { dates as en } from '../en-US/dates.ts';

export const dates: Record<keyof typeof en, string> = {
  'dates.field.placeholder': '2026-10、上月、2026-10-01..2026-10-31',
  'dates.field.presets': '日期快捷选项',
  'dates.field.openPresets': '显示日期快捷选项',
  'dates.field.preview': '{from} 至 {to}',
  'dates.field.invalid': '不是有效的日期或范围，可输入 2026-10-01、2026-10、上月 或 a..b',
  'dates.field.reversed': '结束日期早于开始日期',
  'dates.field.hint': '回车应用 · ↓ 快捷选项',
  'dates.preset.today': '今天',
  'dates.preset.yesterday': '昨天',
  'dates.preset.last7': '近7天',
  'dates.preset.last30': '近30天',
  'dates.preset.thisWeek': '本周',
  'dates.preset.thisMonth': '本月',
  'dates.preset.lastMonth': '上月',
  'dates.preset.thisYear': '今年',
};
