/** A command of the one command registry: the palette, the hotkeys and the `?` sheet read these. */
export type CommandGroup = 'navigate' | 'actions' | 'page' | 'selection' | 'recent' | 'records';

export interface CommandDef {
  id: string;
  /** Already translated. */
  title: string;
  group: CommandGroup;
  /** Icon name (see web/components/ui/icon.tsx). */
  icon?: string;
  /** Key sequence, e.g. ['g','d'], ['mod','k'], ['a']; 'mod' is Ctrl, or ⌘ on macOS. */
  shortcut?: string[];
  /** Extra search words (record numbers, English aliases, pinyin is added by the ranker). */
  keywords?: string[];
  /** Also bound as a global hotkey. */
  hotkey?: boolean;
  /** When set, the palette asks for confirmation with this text before running. */
  confirm?: string;
  /** Secondary text shown to the right of the title. */
  hint?: string;
  run(): void | Promise<void>;
}

export const GROUP_ORDER: readonly CommandGroup[] = [
  'records',
  'selection',
  'page',
  'recent',
  'navigate',
  'actions',
];
