import { useCallback, useEffect, useRef, useState } from 'react';
import { clearMessages, getMessages, markAllMessagesRead, markMessageRead } from '#core/api';
import type { MessageBox, MessageType } from '#core/types';
import { useApi } from '../../hooks/app-context.tsx';

export type LoadState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; box: MessageBox };

const POLL_MS = 60_000;

/** The message box's data: loaded on mount, refreshed every minute and when asked. */
export function useMessageBox() {
  const client = useApi();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const alive = useRef(true);

  const reload = useCallback(async () => {
    try {
      const box = await getMessages(client);
      if (alive.current) setState({ status: 'ready', box });
    } catch (error) {
      if (alive.current) setState((s) => (s.status === 'ready' ? s : { status: 'error', error }));
    }
  }, [client]);

  useEffect(() => {
    alive.current = true;
    void reload();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload();
    }, POLL_MS);
    return () => {
      alive.current = false;
      clearInterval(timer);
    };
  }, [reload]);

  return {
    state,
    reload,
    markRead: async (id: number) => {
      await markMessageRead(client, id);
      await reload();
    },
    markAllRead: async (type: MessageType) => {
      await markAllMessagesRead(client, type);
      await reload();
    },
    clear: async (type: MessageType) => {
      await clearMessages(client, type);
      await reload();
    },
  };
}
