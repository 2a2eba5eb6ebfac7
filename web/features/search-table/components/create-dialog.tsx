/** Create a content set: core's create schema checks each field as you type. */
import { createContentSet, type ContentSet, type ContentSetInput } from '#core/api';
import { contentSetCreateSchema } from '#core/validate';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { FormDialog, SelectField, TextField } from '../../../components/data/form.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { useSchemaForm } from '../../../components/template-kit/use-schema-form.ts';
import { contentTypeOptions, filterTypeOptions, statusOptions } from './options.ts';

const EMPTY = { name: '', contentType: '', filterType: '', count: '0', status: 'offline' };
type Values = typeof EMPTY;

export function CreateDialog({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(c: ContentSet): void;
}) {
  const api = useApi();
  const { t } = useT();
  const submit = useSubmit();
  const form = useSchemaForm<Values>(contentSetCreateSchema, EMPTY);
  const v = form.values;
  const set = (key: keyof Values) => (value: string) => form.update(key, { ...v, [key]: value });
  const err = (key: string) => form.errors[key] ?? submit.fieldErrors[key];

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('template.search.create')}
      submitting={submit.pending}
      error={Object.keys(submit.fieldErrors).length ? null : submit.error}
      onSubmit={async () => {
        if (!form.check()) return;
        const input = contentSetCreateSchema.parse(v) as ContentSetInput;
        const result = await submit.run(() => createContentSet(api, input));
        if (result.ok) onCreated(result.value);
      }}
    >
      <TextField
        label={t('template.contentSet.name')}
        required
        autoFocus
        value={v.name}
        onChange={set('name')}
        error={err('name')}
      />
      <SelectField
        label={t('template.contentSet.contentType')}
        required
        value={v.contentType}
        onChange={set('contentType')}
        placeholder={t('template.form.choose')}
        options={contentTypeOptions(t)}
        error={err('contentType')}
      />
      <SelectField
        label={t('template.contentSet.filterType')}
        required
        value={v.filterType}
        onChange={set('filterType')}
        placeholder={t('template.form.choose')}
        options={filterTypeOptions(t)}
        error={err('filterType')}
      />
      <TextField
        label={t('template.contentSet.count')}
        inputMode="numeric"
        value={v.count}
        onChange={set('count')}
        error={err('count')}
      />
      <SelectField
        label={t('data.common.status')}
        value={v.status}
        onChange={set('status')}
        options={statusOptions(t)}
        error={err('status')}
      />
    </FormDialog>
  );
}
