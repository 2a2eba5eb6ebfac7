/**
 * An administrator's proof for changing their own phone or password: a code sent to the current
 * phone. Shown once the server asks for it (it alone knows who must prove what).
 */
import { useEffect, useState } from 'react';
import { sendMyReauthCode } from '#core/api';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/data/form.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';

export function CurrentPhoneProof(props: {
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const api = useApi();
  const { t } = useT();
  const send = useSubmit();
  const [cooldown, setCooldown] = useState(0);
  const [sentTo, setSentTo] = useState('');

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const sendCode = async () => {
    const result = await send.run(() => sendMyReauthCode(api));
    if (result.ok) {
      setCooldown(result.value.cooldownSeconds);
      setSentTo(result.value.phone);
    }
  };

  return (
    <div className="grid gap-2">
      <p className="text-xs text-fg-3">{t('template.phone.proofAbout')}</p>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={t('template.phone.proof')}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            value={props.value}
            onChange={props.onChange}
            error={props.error ?? send.error ?? undefined}
          />
        </div>
        <Button
          variant="outline"
          disabled={cooldown > 0}
          loading={send.pending}
          onClick={() => void sendCode()}
        >
          {cooldown > 0
            ? t('template.phone.resend', { seconds: cooldown })
            : t('template.phone.sendProof')}
        </Button>
      </div>
      {sentTo && (
        <p role="status" className="text-xs text-fg-2">
          {t('template.phone.sent', { phone: sentTo })}
        </p>
      )}
    </div>
  );
}
