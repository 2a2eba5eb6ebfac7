/** One card of the card list: its state and the actions its kind allows. */
import type { TemplateCard } from '#core/api';
import { systemText } from '#core/i18n/catalogue';
import { useT } from '../../../hooks/app-context.tsx';
import { Tag } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Switch } from '../../../components/ui/switch.tsx';

export type CardAction = 'toggle' | 'renew' | 'delete' | 'inspect';

export function cardState(card: TemplateCard): 'enabled' | 'disabled' | 'opened' | 'expired' {
  if (card.kind === 'service') return card.enabled ? 'opened' : 'expired';
  return card.enabled ? 'enabled' : 'disabled';
}

/** A card's title and description as the reader's locale says them (the seed's are codes). */
export function cardTexts(
  card: TemplateCard,
  t: (key: string, values?: Record<string, string>) => string,
): { title: string; description: string } {
  return { title: systemText(card.title, t), description: systemText(card.description, t) };
}

export function TemplateCardView({
  card,
  busy,
  onAction,
}: {
  card: TemplateCard;
  busy: boolean;
  onAction(action: CardAction): void;
}) {
  const { t, formatDate } = useT();
  const state = cardState(card);
  const { title, description } = cardTexts(card, t);
  const good = state === 'enabled' || state === 'opened';
  return (
    <li
      aria-label={title}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-primary-1 text-primary-6 dark:bg-primary-6/20 dark:text-primary-8"
        >
          <Icon
            name={
              card.kind === 'service' ? 'shield' : card.kind === 'rules' ? 'list' : 'check-square'
            }
          />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <h3 className="truncate text-sm font-semibold text-fg">{title}</h3>
            <Tag color={good ? 'green' : state === 'expired' ? 'orange' : 'gray'}>
              {t(`template.card.state.${state}`)}
            </Tag>
          </div>
          <p className="mt-1 line-clamp-2 text-xs text-fg-2">{description}</p>
          {card.kind === 'service' && card.expiresAt && (
            <p className="mt-1 text-xs tabular-nums text-fg-3">
              {t('template.card.expires', { date: formatDate(card.expiresAt) })}
            </p>
          )}
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-line pt-3">
        {card.kind === 'service' ? (
          <>
            <Button
              size="sm"
              variant={card.enabled ? 'outline' : 'primary'}
              disabled={busy}
              onClick={() => onAction('toggle')}
            >
              {t(card.enabled ? 'template.card.cancelService' : 'template.card.openService')}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('renew')}>
              {t('template.card.renew')}
            </Button>
          </>
        ) : (
          <label className="flex items-center gap-2 text-xs text-fg-2">
            <Switch
              checked={card.enabled}
              disabled={busy}
              onCheckedChange={() => onAction('toggle')}
              aria-label={t('template.card.enabledLabel', { title })}
            />
            {t(card.enabled ? 'template.card.state.enabled' : 'template.card.state.disabled')}
          </label>
        )}
        <div className="ml-auto flex gap-1">
          <Button size="sm" variant="ghost" onClick={() => onAction('inspect')}>
            {t('template.card.inspect')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-danger hover:text-danger"
            disabled={busy}
            onClick={() => onAction('delete')}
          >
            {t('template.card.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
