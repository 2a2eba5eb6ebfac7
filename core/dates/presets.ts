/**
 * The date field's presets (its popover): each is a phrase the parser understands in both
 * locales, so choosing a preset and typing its words give the same range.
 */
import type { IsoDay } from './calendar.ts';
import { parseDayRange, type DayRange } from './parse-range.ts';

export const DATE_PRESETS = [
  'today',
  'yesterday',
  'last7',
  'last30',
  'thisWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The words of each preset per locale (the field shows these; the parser reads both). */
export const PRESET_PHRASES: Record<DatePreset, { 'en-US': string; 'zh-CN': string }> = {
  today: { 'en-US': 'today', 'zh-CN': '今天' },
  yesterday: { 'en-US': 'yesterday', 'zh-CN': '昨天' },
  last7: { 'en-US': 'last 7 days', 'zh-CN': '近7天' },
  last30: { 'en-US': 'last 30 days', 'zh-CN': '近30天' },
  thisWeek: { 'en-US': 'this week', 'zh-CN': '本周' },
  thisMonth: { 'en-US': 'this month', 'zh-CN': '本月' },
  lastMonth: { 'en-US': 'last month', 'zh-CN': '上月' },
  thisYear: { 'en-US': 'this year', 'zh-CN': '今年' },
};

/** The range a preset stands for on `today`. */
export function presetRange(preset: DatePreset, today: IsoDay): DayRange {
  const parsed = parseDayRange(PRESET_PHRASES[preset]['en-US'], today);
  /* c8 ignore next -- every phrase above parses (tested) */
  if (!parsed.ok) throw new Error(`preset ${preset} does not parse`);
  return parsed.range;
}
