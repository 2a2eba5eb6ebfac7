/** Step form · step 3: the record is created; Again starts over, Detail shows it from the server. */
import { listChannelForms, type SavedChannelForm } from '#core/api';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useResource } from '../../../components/data/use-resource.ts';
import { Descriptions, Panel } from '../../../components/template-kit/panel.tsx';
import { ResourceView } from '../../../components/template-kit/resource-view.tsx';

export function FinishStep({
  saved,
  detail,
  onAgain,
  onDetail,
}: {
  saved: SavedChannelForm;
  detail: boolean;
  onAgain(): void;
  onDetail(): void;
}) {
  const { t } = useT();
  return (
    <div className="flex w-full flex-col items-center gap-3 py-4 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-success/15 text-success">
        <Icon name="check" size={26} />
      </span>
      <h2 className="text-base font-semibold text-fg" role="status">
        {t('template.stepForm.done.title')}
      </h2>
      <p className="text-sm text-fg-2">
        {t('template.stepForm.done.body', { name: saved.activityName, id: saved.id })}
      </p>
      <div className="flex gap-2">
        <Button variant="primary" onClick={onAgain} autoFocus>
          {t('template.stepForm.again')}
        </Button>
        <Button variant="outline" onClick={onDetail} aria-expanded={detail}>
          {t('template.stepForm.detail')}
        </Button>
      </div>
      {detail && <SavedDetail id={saved.id} />}
    </div>
  );
}

/** The record as the server now lists it (not the form's copy). */
function SavedDetail({ id }: { id: number }) {
  const api = useApi();
  const { t, formatDateTime } = useT();
  const forms = useResource((signal) => listChannelForms(api, { signal }), [api]);
  return (
    <div className="mt-2 w-full max-w-3xl text-left">
      <ResourceView resource={forms} rows={1}>
        {(list) => {
          const f = list.find((x) => x.id === id);
          if (!f)
            return <p className="text-sm text-fg-3">{t('template.stepForm.detail.missing')}</p>;
          return (
            <Panel title={t('template.stepForm.detail.title', { id: f.id })} level={3}>
              <Descriptions
                columns={2}
                items={[
                  { label: t('template.stepForm.activityName'), value: f.activityName },
                  {
                    label: t('template.stepForm.channelType'),
                    value: t(`template.stepForm.channelType.${f.channelType}`),
                  },
                  {
                    label: t('template.stepForm.promotionTime'),
                    value: `${f.promotionTime[0]} ~ ${f.promotionTime[1]}`,
                  },
                  { label: t('template.stepForm.promoteLink'), value: f.promoteLink },
                  { label: t('template.stepForm.advertisingSource'), value: f.advertisingSource },
                  { label: t('template.stepForm.advertisingMedia'), value: f.advertisingMedia },
                  { label: t('template.stepForm.keyword'), value: f.keyword.join(', ') },
                  {
                    label: t('template.stepForm.pushNotify'),
                    value: t(f.pushNotify ? 'template.stepForm.yes' : 'template.stepForm.no'),
                  },
                  {
                    label: t('template.stepForm.advertisingContent'),
                    value: f.advertisingContent,
                  },
                  { label: t('template.stepForm.createdAt'), value: formatDateTime(f.createdAt) },
                ]}
              />
            </Panel>
          );
        }}
      </ResourceView>
    </div>
  );
}
