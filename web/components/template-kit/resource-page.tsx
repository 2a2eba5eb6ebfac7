import type { ComponentType } from 'react';
import type { ApiClient, CallInit } from '#core/api';
import type { MessageKey } from '#core/i18n';
import { useApi, useT } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { RefreshButton } from '../data/table-settings.tsx';
import { useResource } from '../data/use-resource.ts';
import { TemplatePage } from './panel.tsx';
import { ResourceView } from './resource-view.tsx';

/** A template screen that shows one resource read from the API. */
export interface ResourcePageSpec<T> {
  /** Message key of the page title. */
  title: MessageKey;
  load(client: ApiClient, init?: CallInit): Promise<T>;
  /** The palette command that reloads the page: its id and its title's message key. */
  refresh: { id: string; title: MessageKey };
  /** The view of the loaded data. */
  view: ComponentType<{ data: T }>;
}

/**
 * The page component of a `spec`: the title with a refresh button, the same refresh as a palette
 * command, and the loading skeleton, the error with retry, or the view of the data.
 */
export function resourcePage<T>({ title, load, refresh, view: View }: ResourcePageSpec<T>) {
  return function ResourcePage() {
    const api = useApi();
    const { t } = useT();
    const resource = useResource((signal) => load(api, { signal }), [api]);
    useRegisterCommands(
      [
        {
          id: refresh.id,
          title: t(refresh.title),
          group: 'page',
          icon: 'refresh',
          run: resource.refetch,
        },
      ],
      [t],
    );
    return (
      <TemplatePage
        title={t(title)}
        extra={<RefreshButton onClick={resource.refetch} loading={resource.loading} />}
      >
        <ResourceView resource={resource} rows={4}>
          {(data) => <View data={data} />}
        </ResourceView>
      </TemplatePage>
    );
  };
}
