/** The studio's chat: the latest messages, newest at the bottom, and a box to send one. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ChatMessage } from '#core/api';
import { systemText } from '#core/i18n/catalogue';
import { useT } from '../../../hooks/app-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Panel } from '../../../components/template-kit/panel.tsx';

export function ChatPanel({
  messages,
  onSend,
  sending,
  error,
}: {
  messages: ChatMessage[];
  onSend(content: string): Promise<boolean>;
  sending: boolean;
  error: string | null;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState('');
  const [empty, setEmpty] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const content = draft.trim();
    if (!content) return setEmpty(true);
    setEmpty(false);
    if (await onSend(content)) setDraft('');
  };
  const message = empty ? t('validation.required') : error;

  return (
    <Panel title={t('monitor.chat.title')} className="flex min-h-0 flex-col self-start">
      <ol
        ref={list}
        aria-label={t('monitor.chat.list')}
        tabIndex={0}
        className="-mx-1 mb-3 flex max-h-[420px] min-h-40 flex-1 flex-col gap-2 overflow-y-auto px-1 focus-visible:outline-2 focus-visible:outline-primary-6"
      >
        {messages.map((m) => (
          <li key={m.id} className="rounded bg-surface-2 px-2.5 py-1.5 text-sm">
            <div className="flex items-baseline gap-2 text-xs">
              <span className="truncate font-medium text-primary-6 dark:text-primary-7">
                {systemText(m.user, t)}
              </span>
              <span className="ml-auto shrink-0 tabular-nums text-fg-3">{m.time}</span>
            </div>
            <p className="break-words text-fg">{systemText(m.content, t)}</p>
          </li>
        ))}
      </ol>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-1" noValidate>
        <label htmlFor="monitor-chat-input" className="sr-only">
          {t('monitor.chat.input')}
        </label>
        <div className="flex gap-2">
          <Input
            id="monitor-chat-input"
            value={draft}
            maxLength={200}
            placeholder={t('monitor.chat.placeholder')}
            invalid={Boolean(message)}
            aria-describedby={message ? 'monitor-chat-error' : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              if (empty && e.target.value.trim()) setEmpty(false);
            }}
            wrapperClassName="flex-1"
          />
          <Button type="submit" variant="primary" loading={sending}>
            {t('monitor.chat.send')}
          </Button>
        </div>
        {message && (
          <p id="monitor-chat-error" role="alert" className="text-xs text-danger">
            {message}
          </p>
        )}
      </form>
    </Panel>
  );
}
