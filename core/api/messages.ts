import type { Id, MessageBox, MessageType } from '../types/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { segment } from './url.ts';

/** The message box (message / notice / todo) with unread counts. */
export function getMessages(
  client: ApiClient,
  type?: MessageType,
  init?: CallInit,
): Promise<MessageBox> {
  return client.get('/messages', { type }, init);
}

export function markMessageRead(client: ApiClient, id: Id): Promise<null> {
  return client.post(`/messages/${segment(id)}/read`);
}

/** "All Read": one type, or every type when none is given. */
export function markAllMessagesRead(client: ApiClient, type?: MessageType): Promise<null> {
  return client.post('/messages/read-all', type ? { type } : {});
}

/** "clear": one type, or every type when none is given. */
export function clearMessages(client: ApiClient, type?: MessageType): Promise<null> {
  return client.post('/messages/clear', type ? { type } : {});
}
