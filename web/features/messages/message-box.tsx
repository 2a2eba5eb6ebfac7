/**
 * The navbar's message box (seed §2): tabs Message / Notice / Todo with unread counts, All Read,
 * View More and clear, on GET /messages. Clicking an entry marks it read and, when it points at a
 * record, opens that record's page with ?open=<key>.
 */
import * as Popover from 'radix-ui/popover';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ROUTE_BY_NAME } from '#core/access';
import type { MessageItem, MessageType } from '#core/types';
import { useT } from '../../hooks/app-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CountBadge, Tag, type TagColor } from '../../components/ui/badge.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { LoadingBlock } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { toast } from '../../components/ui/toast.ts';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { cn } from '../../lib/cn.ts';
import { useMessageBox } from './use-message-box.ts';

const TYPES: readonly MessageType[] = ['message', 'notice', 'todo'];
const PREVIEW = 5;
const TAG_COLORS: Record<string, TagColor> = {
  red: 'red',
  orange: 'orange',
  green: 'green',
  blue: 'blue',
  gray: 'gray',
  arcoblue: 'primary',
  purple: 'purple',
};

function MessageRow({ item, onOpen }: { item: MessageItem; onOpen(item: MessageItem): void }) {
  const { formatRelative } = useT();
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(item)}
        className={cn(
          'flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-surface-2 focus-visible:bg-surface-2',
          item.read && 'opacity-60',
        )}
      >
        <span className="relative mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-1 text-primary-6 dark:bg-primary-6/20">
          {item.avatar ? (
            <img src={item.avatar} alt="" className="h-8 w-8 rounded-full object-cover" />
          ) : (
            <Icon
              name={
                item.type === 'todo' ? 'check-square' : item.type === 'notice' ? 'bell' : 'message'
              }
              size={15}
            />
          )}
          {!item.read && (
            <span
              className="absolute -top-0.5 -right-0.5 h-2 w-2 rounded-full bg-danger ring-2 ring-surface"
              aria-hidden
            />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            <span className="truncate text-sm font-medium text-fg">{item.title}</span>
            {item.tag && <Tag color={TAG_COLORS[item.tag.color] ?? 'gray'}>{item.tag.text}</Tag>}
          </span>
          {item.subTitle && (
            <span className="block truncate text-xs text-fg-3">{item.subTitle}</span>
          )}
          {item.content && (
            <span className="mt-0.5 line-clamp-2 block text-xs text-fg-2">{item.content}</span>
          )}
          <span className="mt-1 block text-[11px] text-fg-3">{formatRelative(item.at)}</span>
        </span>
      </button>
    </li>
  );
}

export function MessageBox({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const { state, reload, markRead, markAllRead, clear } = useMessageBox();
  const [type, setType] = useState<MessageType>('message');
  const [expanded, setExpanded] = useState(false);
  const unread = state.status === 'ready' ? state.box.unread : { message: 0, notice: 0, todo: 0 };
  const total = unread.message + unread.notice + unread.todo;
  // Opening (by the bell or a command) shows the first tab that has unread items.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    const firstUnread = TYPES.find((ty) => unread[ty] > 0);
    if (open && firstUnread) setType(firstUnread);
  }

  // A failure is announced by the shared request-error toast (seed §8).
  const act = async (fn: () => Promise<void>, done: string) => {
    try {
      await fn();
      toast.success(done);
    } catch {
      /* announced by the shared toast */
    }
  };

  const onOpenItem = async (item: MessageItem) => {
    if (!item.read) await markRead(item.id).catch(() => undefined);
    const route = item.link ? ROUTE_BY_NAME.get(item.link.route) : undefined;
    if (route) {
      onOpenChange(false);
      navigate(
        item.link?.key ? `${route.path}?open=${encodeURIComponent(item.link.key)}` : route.path,
      );
    }
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (o) void reload();
        else setExpanded(false);
      }}
    >
      <Tooltip content={t('shell.navbar.messages')}>
        <Popover.Trigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="relative"
            aria-label={`${t('shell.navbar.messages')}${total ? `, ${t('shell.messages.unread', { count: total })}` : ''}`}
          >
            <Icon name="bell" />
            <CountBadge count={total} className="absolute -top-0.5 -right-0.5" />
          </Button>
        </Popover.Trigger>
      </Tooltip>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('shell.messages.title')}
          className="z-50 flex max-h-[min(560px,80vh)] w-[380px] flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-pop animate-pop-in"
        >
          <Tabs
            value={type}
            onValueChange={(v) => {
              setType(v as MessageType);
              setExpanded(false);
            }}
            className="flex min-h-0 flex-1 flex-col"
          >
            <TabsList className="px-4" aria-label={t('shell.messages.types')}>
              {TYPES.map((ty) => (
                <TabsTrigger key={ty} value={ty}>
                  {t(`messageType.${ty}`)}
                  {unread[ty] > 0 && (
                    <span className="text-xs text-fg-3 tabular-nums">({unread[ty]})</span>
                  )}
                </TabsTrigger>
              ))}
            </TabsList>
            {TYPES.map((ty) => {
              const items =
                state.status === 'ready' ? state.box.items.filter((i) => i.type === ty) : [];
              const shown = expanded ? items : items.slice(0, PREVIEW);
              return (
                <TabsContent
                  key={ty}
                  value={ty}
                  className="min-h-0 flex-1 overflow-y-auto scrollbar-thin"
                >
                  {state.status === 'loading' && <LoadingBlock label={t('shell.loading')} />}
                  {state.status === 'error' && (
                    <ErrorState
                      title={t('shell.messages.loadError')}
                      message={errorMessage(state.error, t)}
                      retryLabel={t('common.retry')}
                      onRetry={() => void reload()}
                    />
                  )}
                  {state.status === 'ready' && items.length === 0 && (
                    <EmptyState title={t('shell.messages.empty')} />
                  )}
                  {shown.length > 0 && (
                    <ul className="divide-y divide-line">
                      {shown.map((item) => (
                        <MessageRow key={item.id} item={item} onOpen={onOpenItem} />
                      ))}
                    </ul>
                  )}
                </TabsContent>
              );
            })}
          </Tabs>
          <div className="grid grid-cols-3 border-t border-line text-sm">
            <button
              type="button"
              className="h-10 text-fg-2 hover:bg-surface-2 hover:text-fg disabled:opacity-50"
              disabled={unread[type] === 0}
              onClick={() => void act(() => markAllRead(type), t('shell.messages.markedRead'))}
            >
              {t('shell.messages.allRead')}
            </button>
            <button
              type="button"
              className="h-10 border-x border-line text-fg-2 hover:bg-surface-2 hover:text-fg disabled:opacity-50"
              aria-expanded={expanded}
              disabled={
                state.status !== 'ready' ||
                state.box.items.filter((i) => i.type === type).length <= PREVIEW
              }
              onClick={() => setExpanded((v) => !v)}
            >
              {t(expanded ? 'shell.messages.showLess' : 'shell.messages.viewMore')}
            </button>
            <button
              type="button"
              className="h-10 text-fg-2 hover:bg-surface-2 hover:text-danger disabled:opacity-50"
              disabled={state.status !== 'ready' || !state.box.items.some((i) => i.type === type)}
              onClick={() => void act(() => clear(type), t('shell.messages.cleared'))}
            >
              {t('shell.messages.clear')}
            </button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
