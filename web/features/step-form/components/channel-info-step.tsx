/** Step form · step 2: advertising source, media, keywords, push notify, advertising content. */
import { useId, useState, type FormEvent } from 'react';
import { MAX_WORDS } from '#core/validate';
import { useT } from '../../../hooks/app-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TextField } from '../../../components/data/form.tsx';
import { TextAreaField } from '../../../components/template-kit/fields.tsx';
import { parseKeywords, type ChannelInfo } from '../step-form-model.ts';

export function ChannelInfoStep({
  values,
  errors,
  onChange,
  onPrev,
  onSubmit,
}: {
  values: ChannelInfo;
  errors: Record<string, string>;
  onChange(path: string, next: ChannelInfo): void;
  onPrev(): void;
  onSubmit(): void;
}) {
  const { t } = useT();
  const switchId = useId();
  const [keywordText, setKeywordText] = useState(values.keyword.join(', '));
  const set =
    <K extends keyof ChannelInfo>(key: K) =>
    (value: ChannelInfo[K]) =>
      onChange(key, { ...values, [key]: value });
  const keywordError =
    errors.keyword ??
    Object.entries(errors).find(([k]) => k.startsWith('keyword.'))?.[1] ??
    undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="grid w-full max-w-xl gap-3">
      <TextField
        label={t('template.stepForm.advertisingSource')}
        required
        value={values.advertisingSource}
        onChange={set('advertisingSource')}
        placeholder={t('template.stepForm.advertisingSource.placeholder')}
        error={errors.advertisingSource}
        autoFocus
      />
      <TextField
        label={t('template.stepForm.advertisingMedia')}
        required
        value={values.advertisingMedia}
        onChange={set('advertisingMedia')}
        placeholder={t('template.stepForm.advertisingMedia.placeholder')}
        error={errors.advertisingMedia}
      />
      <TextField
        label={t('template.stepForm.keyword')}
        required
        value={keywordText}
        onChange={(text) => {
          setKeywordText(text);
          set('keyword')(parseKeywords(text));
        }}
        hint={t('template.stepForm.keyword.hint')}
        error={keywordError}
      />
      <div className="flex items-center gap-3">
        <label htmlFor={switchId} className="text-sm text-fg-2">
          {t('template.stepForm.pushNotify')}
        </label>
        <Switch
          id={switchId}
          checked={values.pushNotify}
          onCheckedChange={(v) => set('pushNotify')(v)}
        />
      </div>
      <TextAreaField
        label={t('template.stepForm.advertisingContent')}
        required
        value={values.advertisingContent}
        onChange={set('advertisingContent')}
        error={errors.advertisingContent}
        maxWords={MAX_WORDS}
        placeholder={t('template.stepForm.advertisingContent.placeholder')}
      />
      <div className="flex gap-2 pt-1">
        <Button variant="outline" onClick={onPrev}>
          {t('template.stepForm.prev')}
        </Button>
        <Button type="submit" variant="primary">
          {t('template.stepForm.submit')}
        </Button>
      </div>
    </form>
  );
}
