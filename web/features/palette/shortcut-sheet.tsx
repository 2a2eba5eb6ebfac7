/** The `?` sheet: every shortcut there is, read from the same command registry as the palette. */
import { useT } from '../../hooks/app-context.tsx';
import { useCommands } from '../../hooks/use-commands.ts';
import { DialogContent, DialogRoot } from '../../components/ui/dialog.tsx';
import { Kbd } from '../../components/ui/kbd.tsx';
import { toChords } from '../../lib/hotkeys.ts';

interface Line {
  id: string;
  title: string;
  keys: string[];
}

/** ['g','d'] shows as [G] then [D]; ['mod','k'] as [Ctrl][K]. */
function Keys({ keys }: { keys: string[] }) {
  const { t } = useT();
  const chords = toChords(keys);
  return (
    <span className="flex items-center gap-1.5">
      {chords.map((chord, i) => (
        <span key={i} className="flex items-center gap-1.5">
          {i > 0 && <span className="text-[11px] text-fg-3">{t('palette.sheet.then')}</span>}
          <Kbd keys={chord.split('+')} />
        </span>
      ))}
    </span>
  );
}

function Section({ title, lines, empty }: { title: string; lines: Line[]; empty?: string }) {
  return (
    <section>
      <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-fg-3 uppercase">{title}</h3>
      {lines.length === 0 && empty ? (
        <p className="py-1 text-sm text-fg-3">{empty}</p>
      ) : (
        <ul className="divide-y divide-line">
          {lines.map((l) => (
            <li key={l.id} className="flex h-9 items-center justify-between gap-4 text-sm">
              <span className="truncate text-fg-2">{l.title}</span>
              <Keys keys={l.keys} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function ShortcutSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useT();
  const commands = useCommands();
  const withKeys = commands.filter((c) => c.shortcut?.length);
  const global: Line[] = [
    { id: 'palette', title: t('palette.sheet.palette'), keys: ['mod', 'k'] },
    { id: 'sheet', title: t('palette.sheet.showSheet'), keys: ['?'] },
    { id: 'filter', title: t('palette.sheet.focusFilter'), keys: ['/'] },
    { id: 'prev', title: t('palette.sheet.prevTab'), keys: ['['] },
    { id: 'next', title: t('palette.sheet.nextTab'), keys: [']'] },
    { id: 'esc', title: t('palette.sheet.escape'), keys: ['escape'] },
    ...withKeys
      .filter((c) => c.group === 'actions' && c.id !== 'action:shortcuts')
      .map((c) => ({ id: c.id, title: c.title, keys: c.shortcut as string[] })),
  ];
  const pages = withKeys
    .filter((c) => c.group === 'navigate')
    .map((c) => ({ id: c.id, title: c.title, keys: c.shortcut as string[] }));
  const onPage = withKeys
    .filter((c) => c.group === 'page' || c.group === 'selection')
    .map((c) => ({ id: c.id, title: c.title, keys: c.shortcut as string[] }));

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('palette.sheet.title')}
        description={t('palette.sheet.description')}
        closeLabel={t('common.close')}
        className="w-[min(94vw,760px)]"
      >
        <div className="grid gap-6 pb-3 md:grid-cols-2">
          <div className="flex flex-col gap-5">
            <Section title={t('palette.sheet.group.global')} lines={global} />
            <Section
              title={t('palette.sheet.group.page')}
              lines={onPage}
              empty={t('palette.sheet.empty')}
            />
          </div>
          <Section title={t('palette.sheet.group.navigate')} lines={pages} />
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
