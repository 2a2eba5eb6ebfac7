/**
 * Security · change phone: the new number (core's mobile rule), 'Send code' with its cooldown,
 * then the 6-digit code; the server changes the number only with the code sent to it.
 */
import { useState, type FormEvent } from 'react';
import { changeMyPhone, sendMyPhoneCode } from '#core/api';
import { changePhoneSchema, phoneCodeSchema } from '#core/validate';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { TextField } from '../../../components/data/form.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { schemaErrors } from '../../../components/data/validate-form.ts';
import { CurrentPhoneProof } from './current-phone-proof.tsx';
import { SendCodeButton, SentNote, useCodeSender } from './code-sender.tsx';

export function PhoneForm({ onChanged }: { onChanged(phone: string): void }) {
  const api = useApi();
  const { t, locale } = useT();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState<'send' | 'change' | null>(null);
  const sender = useCodeSender();
  const send = sender.submit;
  const change = useSubmit();
  // An administrator proves the current password and phone; the server asks for them.
  const [currentPassword, setCurrentPassword] = useState('');
  const [proof, setProof] = useState('');
  const asksProof =
    Boolean(change.fieldErrors.currentPassword ?? change.fieldErrors.currentPhoneCode) ||
    currentPassword !== '' ||
    proof !== '';

  const local =
    tried === 'change'
      ? schemaErrors(changePhoneSchema, { phone, code }, locale)
      : tried === 'send'
        ? schemaErrors(phoneCodeSchema, { phone }, locale)
        : {};
  const err = (key: string) => local[key] ?? change.fieldErrors[key] ?? send.fieldErrors[key];

  const sendCode = async () => {
    setTried('send');
    if (!phoneCodeSchema.safeParse({ phone }).success) return;
    await sender.send(() => sendMyPhoneCode(api, phone));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTried('change');
    if (!changePhoneSchema.safeParse({ phone, code }).success) return;
    const proven = asksProof ? { currentPassword, currentPhoneCode: proof || undefined } : {};
    const result = await change.run(() => changeMyPhone(api, { phone, code, ...proven }));
    if (result.ok) {
      setCurrentPassword('');
      setProof('');
      toast.success(t('template.phone.changed', { phone: result.value.phone }));
      setPhone('');
      setCode('');
      setTried(null);
      sender.forget();
      onChanged(result.value.phone);
    }
  };

  const formError = [change, send].find((s) => s.error && !Object.keys(s.fieldErrors).length);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid max-w-md gap-3">
      <p className="text-xs text-fg-3">{t('template.phone.about')}</p>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={t('template.phone.new')}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={setPhone}
            error={err('phone')}
          />
        </div>
        <SendCodeButton
          sender={sender}
          label={t('template.phone.send')}
          className={err('phone') ? 'mb-5' : undefined}
          onClick={() => void sendCode()}
        />
      </div>
      <SentNote sender={sender} />
      <TextField
        label={t('template.phone.code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
        error={err('code')}
      />
      {asksProof && (
        <>
          <TextField
            label={t('template.security.currentPassword')}
            type="password"
            required
            autoComplete="current-password"
            value={currentPassword}
            onChange={setCurrentPassword}
            error={err('currentPassword')}
          />
          <CurrentPhoneProof value={proof} onChange={setProof} error={err('currentPhoneCode')} />
        </>
      )}
      {formError && (
        <p role="alert" className="text-sm text-danger">
          {formError.error}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" loading={change.pending}>
          {t('template.phone.confirm')}
        </Button>
      </div>
    </form>
  );
}
