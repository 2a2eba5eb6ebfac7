import type { ReactNode } from 'react';
import type { ApiClient } from '#core/api';
import { useApi } from '../../hooks/app-context.tsx';
import { useRegisterCommands } from '../../hooks/use-commands.ts';
import { RefreshButton } from '../data/table-settings.tsx';
import { useResource } from '../data/use-resource.ts';
import { TemplatePage } from './panel.tsx';
import { ResourceView } from './resource-view.tsx';

/**
 * A template screen showing one loaded resource: the title with a refresh button, the same refresh
 * as a palette command (`refresh.id`, titled `refresh.title`), and the loading, error or data view.
 */
export function ResourcePage<T>({
  title,
  load,
  refresh,
  rows,
  children,
}: {
  title: string;
  load(api: ApiClient, signal: AbortSignal): Promise<T>;
  refresh: { id: string; title: string };
  rows?: number;
  children(data: T): ReactNode;
}) {
  const api = useApi();
  const resource = useResource((signal) => load(api, signal), [api]);
  useRegisterCommands(
    [
      {
        id: refresh.id,
        title: refresh.title,
        group: 'page',
        icon: 'refresh',
        run: resource.refetch,
      },
    ],
    [refresh.id, refresh.title],
  );
  return (
    <TemplatePage
      title={title}
      extra={<RefreshButton onClick={resource.refetch} loading={resource.loading} />}
    >
      <ResourceView resource={resource} rows={rows}>
        {children}
      </ResourceView>
    </TemplatePage>
  );
}
