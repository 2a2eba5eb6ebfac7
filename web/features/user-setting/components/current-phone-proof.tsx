/**
 * An administrator's proof for changing their own phone or password: a code sent to the current
 * phone. Shown once the server asks for it (it alone knows who must prove what).
 */
import { sendMyReauthCode } from '#core/api';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { TextField } from '../../../components/data/form.tsx';
import { SendCodeButton, SentNote, useCodeSender } from './code-sender.tsx';

export function CurrentPhoneProof(props: {
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const api = useApi();
  const { t } = useT();
  const sender = useCodeSender();

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
            error={props.error ?? sender.submit.error ?? undefined}
          />
        </div>
        <SendCodeButton
          sender={sender}
          label={t('template.phone.sendProof')}
          onClick={() => void sender.send(() => sendMyReauthCode(api))}
        />
      </div>
      <SentNote sender={sender} />
    </div>
  );
}
