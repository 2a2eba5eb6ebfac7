import type { ReactNode } from 'react';
import { useT } from '../../hooks/app-context.tsx';
import { ErrorBlock } from '../../components/data/table-states.tsx';
import type { Resource } from '../../components/data/use-resource.ts';
import { LoadingPanel } from './panel.tsx';

/** Loading skeleton, error with retry, or the data. */
export function ResourceView<T>({
  resource,
  children,
  rows,
}: {
  resource: Resource<T>;
  children(data: T): ReactNode;
  rows?: number;
}) {
  const { t } = useT();
  if (resource.error && !resource.data)
    return (
      <div className="rounded-lg border border-line bg-surface p-8">
        <ErrorBlock error={resource.error} onRetry={resource.refetch} />
      </div>
    );
  if (!resource.data) return <LoadingPanel label={t('data.state.loading')} rows={rows} />;
  return <>{children(resource.data)}</>;
}
