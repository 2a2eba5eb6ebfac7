/** One row of the palette and the confirm step of a command that asks first. */
import { Command } from 'cmdk';
import { memo } from 'react';
import { useT } from '../../hooks/app-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Kbd } from '../../components/ui/kbd.tsx';
import type { PaletteEntry } from './palette-entries.ts';

export const PaletteRow = memo(function PaletteRow({
  entry,
  onSelect,
}: {
  entry: PaletteEntry;
  onSelect(entry: PaletteEntry): void;
}) {
  return (
    <Command.Item
      value={entry.id}
      onSelect={() => onSelect(entry)}
      className="group flex h-10 cursor-pointer items-center gap-3 rounded-lg px-2.5 text-sm text-fg data-[selected=true]:bg-primary-1 data-[selected=true]:text-primary-7 dark:data-[selected=true]:bg-primary-6/15 dark:data-[selected=true]:text-primary-8"
    >
      <Icon
        name={entry.icon ?? 'command'}
        className="shrink-0 text-fg-3 group-data-[selected=true]:text-primary-6"
      />
      <span className="min-w-0 flex-1 truncate">{entry.title}</span>
      {entry.hint && <span className="max-w-[40%] truncate text-xs text-fg-3">{entry.hint}</span>}
      {entry.shortcut && <Kbd keys={entry.shortcut} />}
    </Command.Item>
  );
});

export function ConfirmStep({
  entry,
  onCancel,
  onConfirm,
}: {
  entry: PaletteEntry;
  onCancel(): void;
  onConfirm(): void;
}) {
  const { t } = useT();
  return (
    <div
      className="flex flex-col gap-4 p-5"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <div className="flex items-start gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-warning/15 text-warning">
          <Icon name={entry.icon ?? 'exclamation'} />
        </span>
        <div>
          <p className="text-sm font-semibold text-fg">{t('palette.confirm.title')}</p>
          <p className="mt-1 text-sm text-fg-2">{entry.confirm}</p>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant="primary" autoFocus onClick={onConfirm}>
          {entry.title}
        </Button>
      </div>
    </div>
  );
}
