import { useCallback, useEffect, useRef, useState } from 'react';
import { clearMessages, getMessages, markAllMessagesRead, markMessageRead } from '#core/api';
import type { MessageBox, MessageType } from '#core/types';
import { useServices } from '../../hooks/app-context.tsx';

export type LoadState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; box: MessageBox };

const POLL_MS = 60_000;
/** Changes made by the box itself reload it on their own; sign-in and -out are not data changes. */
const OWN_PATHS = /^\/(messages|auth)\b/;
/** One reload for a burst of changes (a batch decision sends several requests). */
const CHANGE_SETTLE_MS = 150;

/**
 * The message box's data: loaded on mount, refreshed every minute, when asked, and right after
 * any change the console makes (deciding a request ends its to-do on the server).
 */
export function useMessageBox() {
  const { client, dataChanged } = useServices();
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
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onChanged = ({ path }: { path: string }) => {
      if (OWN_PATHS.test(path)) return;
      clearTimeout(settle);
      settle = setTimeout(() => void reload(), CHANGE_SETTLE_MS);
    };
    dataChanged.add(onChanged);
    return () => {
      alive.current = false;
      clearInterval(timer);
      clearTimeout(settle);
      dataChanged.delete(onChanged);
    };
  }, [reload, dataChanged]);

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
