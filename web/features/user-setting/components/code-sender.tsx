/**
 * Sending an SMS code from a form (to a new phone, or to the current one as an administrator's
 * proof): the call, the cooldown counted down on the button, and the note of where it went. A
 * refusal for sending too soon starts the countdown it names.
 */
import { useEffect, useState } from 'react';
import { isAppError } from '#core/errors';
import { useT } from '../../../hooks/app-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSubmit } from '../../../components/data/use-submit.ts';

type Sent = { cooldownSeconds: number; phone: string };

export function useCodeSender() {
  const submit = useSubmit();
  const [cooldown, setCooldown] = useState(0);
  const [sentTo, setSentTo] = useState('');

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const send = async (call: () => Promise<Sent>) => {
    const result = await submit.run(call);
    if (result.ok) {
      setCooldown(result.value.cooldownSeconds);
      setSentTo(result.value.phone);
    } else if (isAppError(result.error) && typeof result.error.data === 'object') {
      const wait = (result.error.data as { cooldownSeconds?: number } | null)?.cooldownSeconds;
      if (wait) setCooldown(wait);
    }
  };
  return { submit, cooldown, sentTo, send, forget: () => setSentTo('') };
}

type CodeSender = ReturnType<typeof useCodeSender>;

/** 'Send code' (`label`), or the seconds left before another may be sent. */
export function SendCodeButton({
  sender,
  label,
  onClick,
  className,
}: {
  sender: CodeSender;
  label: string;
  onClick(): void;
  className?: string;
}) {
  const { t } = useT();
  return (
    <Button
      variant="outline"
      className={className}
      disabled={sender.cooldown > 0}
      loading={sender.submit.pending}
      onClick={onClick}
    >
      {sender.cooldown > 0 ? t('template.phone.resend', { seconds: sender.cooldown }) : label}
    </Button>
  );
}

/** "Code sent to 139****0666", once one was. */
export function SentNote({ sender }: { sender: CodeSender }) {
  const { t } = useT();
  if (!sender.sentTo) return null;
  return (
    <p role="status" className="text-xs text-fg-2">
      {t('template.phone.sent', { phone: sender.sentTo })}
    </p>
  );
}
