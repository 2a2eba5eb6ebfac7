/** Card list (seed §2): quality inspection, service and rules-preset cards, each action a real call. */
import { useState } from 'react';
import { deleteCard, listCards, renewCard, toggleCard, type TemplateCard } from '#core/api';
import { useApi, useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { confirm } from '../../components/ui/confirm-store.ts';
import { toast } from '../../components/ui/toast.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { DetailDrawer, Fields } from '../../components/data/detail-drawer.tsx';
import { RefreshButton } from '../../components/data/table-settings.tsx';
import { useResource } from '../../components/data/use-resource.ts';
import { useSubmit } from '../../components/data/use-submit.ts';
import { TemplatePage } from '../../components/template-kit/panel.tsx';
import { ResourceView } from '../../components/template-kit/resource-view.tsx';
import { useUrlTab } from '../../components/template-kit/use-url-tab.ts';
import {
  cardState,
  cardTexts,
  TemplateCardView,
  type CardAction,
} from './components/template-card.tsx';

const TABS = ['all', 'quality', 'service', 'rules'] as const;

export default function CardListPage() {
  const api = useApi();
  const { t, formatDate } = useT();
  const [tab, setTab] = useUrlTab(TABS);
  const cards = useResource((signal) => listCards(api, undefined, { signal }), [api]);
  const submit = useSubmit({ inline: false });
  const [busy, setBusy] = useState<number | null>(null);
  const [inspecting, setInspecting] = useState<TemplateCard | null>(null);

  const replace = (next: TemplateCard) =>
    cards.mutate((prev) => prev?.map((c) => (c.id === next.id ? next : c)));

  const titleOf = (card: TemplateCard) => cardTexts(card, t).title;

  const act = async (card: TemplateCard, action: CardAction) => {
    if (action === 'inspect') return setInspecting(card);
    if (action === 'delete') {
      const ok = await confirm({
        title: t('template.card.deleteConfirm', { title: titleOf(card) }),
        body: t('template.card.deleteBody'),
        okText: t('template.card.delete'),
        danger: true,
      });
      if (!ok) return;
    }
    setBusy(card.id);
    const result = await submit.run(async () => {
      if (action === 'delete') {
        await deleteCard(api, card.id);
        cards.mutate((prev) => prev?.filter((c) => c.id !== card.id));
        return t('template.card.deleted', { title: titleOf(card) });
      }
      const next =
        action === 'renew' ? await renewCard(api, card.id) : await toggleCard(api, card.id);
      replace(next);
      return action === 'renew'
        ? t('template.card.renewed', { date: next.expiresAt ? formatDate(next.expiresAt) : '' })
        : t(`template.card.now.${cardState(next)}`, { title: titleOf(next) });
    });
    setBusy(null);
    if (result.ok) toast.success(result.value);
  };

  const services = (cards.data ?? []).filter((c) => c.kind === 'service');
  useRegisterCommands(
    [
      ...services.map((c) => ({
        id: `card:renew:${c.id}`,
        title: `${t('template.card.renew')} · ${titleOf(c)}`,
        group: 'page' as const,
        icon: 'refresh',
        keywords: ['renew service', '续费'],
        run: () => void act(c, 'renew'),
      })),
      {
        id: 'card:refresh',
        title: t('template.card.refresh'),
        group: 'page',
        icon: 'refresh',
        run: cards.refetch,
      },
    ],
    [t, cards.data],
  );

  const shown = (cards.data ?? []).filter((c) => tab === 'all' || c.kind === tab);

  return (
    <TemplatePage
      title={t('menu.list.cardList')}
      extra={<RefreshButton onClick={cards.refetch} loading={cards.loading} />}
    >
      <Tabs value={tab} onValueChange={(v) => setTab(v as (typeof TABS)[number])}>
        <TabsList aria-label={t('menu.list.cardList')}>
          {TABS.map((k) => (
            <TabsTrigger key={k} value={k}>
              {t(`template.card.tab.${k}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((k) => (
          <TabsContent key={k} value={k} className="pt-4">
            <ResourceView resource={cards} rows={4}>
              {() =>
                shown.length ? (
                  <ul
                    aria-label={t(`template.card.tab.${tab}`)}
                    className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
                  >
                    {shown.map((card) => (
                      <TemplateCardView
                        key={card.id}
                        card={card}
                        busy={busy === card.id}
                        onAction={(a) => void act(card, a)}
                      />
                    ))}
                  </ul>
                ) : (
                  <p className="rounded-lg border border-line bg-surface p-8 text-center text-sm text-fg-3">
                    {t('template.card.empty')}
                  </p>
                )
              }
            </ResourceView>
          </TabsContent>
        ))}
      </Tabs>
      <DetailDrawer
        open={inspecting !== null}
        onClose={() => setInspecting(null)}
        title={inspecting ? titleOf(inspecting) : ''}
      >
        {inspecting && (
          <Fields
            items={[
              { label: t('template.card.kind'), value: t(`template.card.tab.${inspecting.kind}`) },
              {
                label: t('template.cert.status'),
                value: t(`template.card.state.${cardState(inspecting)}`),
              },
              {
                label: t('template.card.description'),
                value: cardTexts(inspecting, t).description,
                wide: true,
              },
              { label: t('template.card.created'), value: formatDate(inspecting.createdAt) },
              {
                label: t('template.card.expiresAt'),
                value: inspecting.expiresAt ? formatDate(inspecting.expiresAt) : '—',
              },
            ]}
          />
        )}
      </DetailDrawer>
    </TemplatePage>
  );
}
