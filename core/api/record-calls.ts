import type { Id, ListQuery, Page } from '../types/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { segment } from './url.ts';

/**
 * The calls of one kind of record at `base` keyed by its id (organisations, system users): list,
 * read one, create, edit at a version, enable or disable. `Saved` is what a create or an edit
 * answers (the record, with `pendingReview` where part of the write waits for a second admin);
 * `Toggled` what an enable or disable answers.
 */
export function recordCalls<
  Item,
  Query extends ListQuery,
  Input,
  Update,
  Saved = Item,
  Toggled = Item,
>(base: string) {
  const one = (id: Id) => `${base}/${segment(id)}`;
  return {
    list: (client: ApiClient, query: Query = {} as Query, init?: CallInit): Promise<Page<Item>> =>
      client.get(base, { ...(query as ListQuery) }, init),
    get: (client: ApiClient, id: Id, init?: CallInit): Promise<Item> =>
      client.get(one(id), undefined, init),
    create: (client: ApiClient, input: Input): Promise<Saved> => client.post(base, input),
    update: (client: ApiClient, id: Id, update: Update): Promise<Saved> =>
      client.put(one(id), update),
    setEnabled: (client: ApiClient, id: Id, enabled: boolean, version: number): Promise<Toggled> =>
      client.post(`${one(id)}/${enabled ? 'enable' : 'disable'}`, { version }),
  };
}
