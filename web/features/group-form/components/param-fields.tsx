/** One group of the group form (video or audio): its fields in a responsive grid. */
import { useT } from '../../../hooks/app-context.tsx';
import { SelectField, TextField } from '../../../components/data/form.tsx';
import { Panel } from '../../../components/template-kit/panel.tsx';
import {
  getPath,
  type GroupField,
  type GroupValues,
} from '../../../components/template-kit/param-group.ts';

export function ParamFields({
  title,
  group,
  fields,
  values,
  errors,
  onChange,
}: {
  title: string;
  group: 'video' | 'audio';
  fields: GroupField[];
  values: GroupValues;
  errors: Record<string, string>;
  onChange(path: string, value: string): void;
}) {
  const { t } = useT();
  return (
    <Panel title={title}>
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
        {fields.map((f) => {
          const label = t(`template.groupForm.${group}.${f.label}`);
          const value = String(getPath(values, f.path) ?? '');
          const error = errors[f.path];
          if (f.spec.kind === 'select')
            return (
              <SelectField
                key={f.path}
                label={label}
                required
                value={value}
                onChange={(v) => onChange(f.path, v)}
                placeholder={t('template.form.choose')}
                options={f.spec.options.map((o) => ({
                  value: o,
                  label: f.label === 'mode' ? t(`template.groupForm.mode.${o}`) : o,
                }))}
                error={error}
              />
            );
          const { min, max } = f.spec.range;
          return (
            <TextField
              key={f.path}
              label={`${label} (${f.spec.unit})`}
              required
              inputMode="numeric"
              value={value}
              onChange={(v) => onChange(f.path, v)}
              placeholder={t('template.groupForm.range', { min, max })}
              hint={t('template.groupForm.range', { min, max })}
              error={error}
            />
          );
        })}
      </div>
    </Panel>
  );
}
