/** The keyboard-first date / range field and its presets (en-US). */
export const dates = {
  'dates.field.placeholder': '2026-10, last month, 2026-10-01..2026-10-31',
  'dates.field.presets': 'Date presets',
  'dates.field.openPresets': 'Show date presets',
  'dates.field.preview': '{from} – {to}',
  'dates.field.invalid': 'Not a date or range. Try 2026-10-01, 2026-10, last month or a..b',
  'dates.field.reversed': 'The range ends before it starts',
  'dates.field.hint': 'Enter applies · ↓ presets',
  'dates.preset.today': 'Today',
  'dates.preset.yesterday': 'Yesterday',
  'dates.preset.last7': 'Last 7 days',
  'dates.preset.last30': 'Last 30 days',
  'dates.preset.thisWeek': 'This week',
  'dates.preset.thisMonth': 'This month',
  'dates.preset.lastMonth': 'Last month',
  'dates.preset.thisYear': 'This year',
} as const;
