/** User Setting · basic information: edit and save your own profile (core's userSettingsSchema). */
import type { FormEvent } from 'react';
import { saveMyProfile, type UserProfile, type UserSettingsInput } from '#core/api';
import { userSettingsSchema } from '#core/validate';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { SelectField, TextField } from '../../../components/data/form.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { TextAreaField } from '../../../components/template-kit/fields.tsx';
import { useSchemaForm } from '../../../components/template-kit/use-schema-form.ts';
import { COUNTRIES } from '../../../lib/place-names.ts';

const fromProfile = (p: UserProfile): Required<UserSettingsInput> => ({
  email: p.email ?? '',
  nickname: p.nickname ?? '',
  countryRegion: p.countryRegion ?? '',
  area: p.area ?? '',
  address: p.address ?? '',
  profile: p.profile ?? '',
});

export function BasicInfoForm({
  profile,
  onSaved,
}: {
  profile: UserProfile;
  onSaved(p: UserProfile): void;
}) {
  const api = useApi();
  const { t } = useT();
  const form = useSchemaForm(userSettingsSchema, fromProfile(profile));
  const submit = useSubmit();
  const v = form.values;
  const set = (key: keyof UserSettingsInput) => (value: string) =>
    form.update(key, { ...v, [key]: value });
  const err = (key: string) => form.errors[key] ?? submit.fieldErrors[key];
  const countries = Object.entries(COUNTRIES).map(([value, key]) => ({ value, label: t(key) }));
  if (v.countryRegion && !(v.countryRegion in COUNTRIES))
    countries.unshift({ value: v.countryRegion, label: v.countryRegion });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) return;
    const result = await submit.run(() => saveMyProfile(api, v));
    if (result.ok) {
      toast.success(t('template.userSetting.saved'));
      form.reset(fromProfile(result.value));
      onSaved(result.value);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-3">
      <TextField
        label={t('template.profile.email')}
        required
        type="email"
        value={v.email}
        onChange={set('email')}
        error={err('email')}
        autoComplete="email"
      />
      <TextField
        label={t('template.profile.nickname')}
        required
        value={v.nickname}
        onChange={set('nickname')}
        error={err('nickname')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('template.profile.countryRegion')}
          required
          value={v.countryRegion}
          onChange={set('countryRegion')}
          placeholder={t('template.form.choose')}
          options={countries}
          error={err('countryRegion')}
        />
        <TextField
          label={t('template.profile.area')}
          required
          value={v.area}
          onChange={set('area')}
          error={err('area')}
        />
      </div>
      <TextField
        label={t('template.profile.address')}
        value={v.address}
        onChange={set('address')}
        error={err('address')}
      />
      <TextAreaField
        label={t('template.profile.profile')}
        value={v.profile}
        onChange={set('profile')}
        error={err('profile')}
        maxWords={200}
      />
      {submit.error && !Object.keys(submit.fieldErrors).length && (
        <p role="alert" className="text-sm text-danger">
          {submit.error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" loading={submit.pending}>
          {t('template.form.save')}
        </Button>
        <Button variant="outline" onClick={() => form.reset(fromProfile(profile))}>
          {t('template.form.reset')}
        </Button>
      </div>
    </form>
  );
}
