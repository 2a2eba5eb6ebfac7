import { useT } from '../hooks/app-context.tsx';

export function Footer() {
  const { t } = useT();
  return (
    <footer className="flex h-10 shrink-0 items-center justify-center border-t border-line bg-surface text-xs text-fg-3">
      {t('shell.footer')}
    </footer>
  );
}
