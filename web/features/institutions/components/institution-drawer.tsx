import { getInstitution, setInstitutionActive } from '#core/api';
import type { Institution } from '#core/types';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { DetailDrawer, Fields, Section } from '../../../components/data/detail-drawer.tsx';
import { RecordStatus } from '../../../components/data/record-status.tsx';
import { useResource } from '../../../components/data/use-resource.ts';
import { confirmStep } from '../../../components/data/confirm-step.ts';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { Button } from '../../../components/ui/button.tsx';

interface Props {
  id: string;
  onClose(): void;
  onEdit(i: Institution): void;
  onChanged(): void;
  /** Bumped by the page after an edit so the drawer reloads. */
  revision: number;
}

/** One institution: every field, edit, suspend or activate. */
export function InstitutionDrawer({ id, onClose, onEdit, onChanged, revision }: Props) {
  const api = useApi();
  const { t, formatDateTime } = useT();
  const detail = useResource<Institution>(
    id ? (signal) => getInstitution(api, Number(id), { signal }) : null,
    [api, id, revision],
  );
  const inst = detail.data && String(detail.data.id) === id ? detail.data : undefined;
  const toggle = useSubmit({ inline: false });

  const setActive = async (active: boolean) => {
    if (!inst) return;
    if (!active && !(await confirmStep(t, t('institutions.action.suspend'), inst.name))) return;
    const r = await toggle.run(() => setInstitutionActive(api, inst.id, active, inst.version));
    if (r.ok) {
      toast.success(
        t(active ? 'institutions.done.activated' : 'institutions.done.suspended', {
          name: inst.name,
        }),
      );
      detail.mutate(() => r.value);
      onChanged();
    }
  };

  return (
    <DetailDrawer
      open={!!id}
      onClose={onClose}
      title={inst?.name ?? `#${id}`}
      meta={inst && <RecordStatus kind="institution" value={inst.status} />}
      loading={!inst && detail.loading}
      error={detail.error}
      onRetry={detail.refetch}
      footer={
        inst && (
          <>
            <Button
              variant="outline"
              disabled={toggle.pending}
              onClick={() => setActive(inst.status !== 'active')}
            >
              {inst.status === 'active'
                ? t('institutions.action.suspend')
                : t('institutions.action.activate')}
            </Button>
            <Button variant="primary" onClick={() => onEdit(inst)}>
              {t('institutions.action.edit')}
            </Button>
          </>
        )
      }
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
