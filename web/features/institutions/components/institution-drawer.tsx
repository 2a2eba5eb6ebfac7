import { getInstitution } from '#core/api';
import type { Institution } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { DetailDrawer, Fields, Section } from '../../../components/data/detail-drawer.tsx';
import { RecordStatus } from '../../../components/data/record-status.tsx';
import { RowActionBar } from '../../../components/data/row-actions.tsx';
import { useResource } from '../../../components/data/use-resource.ts';
import type { RowCommands } from '../../../components/data/use-row-commands.ts';

interface Props {
  id: string;
  onClose(): void;
  /** The page's institution actions (the same the list's palette commands and keys run). */
  commands: Pick<RowCommands<Institution>, 'actionsFor' | 'perform'>;
  pending: boolean;
  /** Bumped by the page after a change so the drawer reloads. */
  revision: number;
}

/** One institution: every field, and the page's actions on it (edit, suspend or activate). */
export function InstitutionDrawer({ id, onClose, commands, pending, revision }: Props) {
  const api = useApi();
  const { t, formatDateTime } = useT();
  const detail = useResource<Institution>(
    id ? (signal) => getInstitution(api, Number(id), { signal }) : null,
    [api, id, revision],
  );
  const inst = detail.data && String(detail.data.id) === id ? detail.data : undefined;

  return (
    <DetailDrawer
      open={!!id}
      onClose={onClose}
      title={inst?.name ?? `#${id}`}
      meta={inst && <RecordStatus kind="institution" value={inst.status} />}
      loading={!inst && detail.loading}
      error={detail.error}
      onRetry={detail.refetch}
      footer={inst && <RowActionBar commands={commands} row={inst} pending={pending} />}
    >
      {inst && (
        <Section title={t('institutions.section.info')}>
          <Fields
            items={[
              {
                label: t('institutions.field.creditCode'),
                value: <span className="font-mono">{inst.creditCode}</span>,
              },
              { label: t('institutions.field.org'), value: inst.orgName },
              { label: t('institutions.field.legalPerson'), value: inst.legalPerson },
              { label: t('institutions.field.contactName'), value: inst.contactName },
              {
                label: t('institutions.field.contactPhone'),
                value: <span className="font-mono">{inst.contactPhone}</span>,
              },
              { label: t('data.common.createdAt'), value: formatDateTime(inst.createdAt) },
              { label: t('institutions.field.address'), value: inst.address, wide: true },
            ]}
          />
        </Section>
      )}
    </DetailDrawer>
  );
}
