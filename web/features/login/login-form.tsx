/**
 * Sign-in: username, password, 6-digit SMS code with a send button and a visible 60 s countdown,
 * 'remember password' (the username only), forgot-password and register help, and the seed's
 * messages: 'welcome to use' on success, the server's reason or 'Login error, refresh and try
 * again' on failure (core clears the token when sign-in fails).
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { loginByCode, sendSms } from '#core/api';
import { isAppError } from '#core/errors';
import { ROUTE_BY_NAME, type RouteName } from '#core/access';
import { useApi, useServices, useT } from '../../hooks/app-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field, Input } from '../../components/ui/input.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { claimError } from '../../lib/request-errors.ts';
import { readRememberedUsername, rememberUsername } from './remembered-username.ts';
import { useCountdown } from './use-countdown.ts';

type Fields = 'username' | 'password' | 'code';

function memoize<T>(fn: () => T): () => T {
  let value: { v: T } | null = null;
  return () => (value ??= { v: fn() }).v;
}

// The help dialog (Radix Dialog) downloads on first use, not with the login page.
const HelpDialog = lazy(() => import('./help-dialog.tsx'));

// Core's login schema (zod) loads when the operator starts using the form, not with the page:
// it keeps /login's first download small.
const loadValidate = memoize(() => import('#core/validate'));

/** Where to go after sign-in: the redirect route with its query, else the workbench (seed §2). */
function afterLoginTarget(search: string): string {
  const query = new URLSearchParams(search);
  const name = query.get('redirect') as RouteName | null;
  query.delete('redirect');
  const route = name ? ROUTE_BY_NAME.get(name) : undefined;
  const usable = route && route.meta.requiresAuth && !route.path.includes(':');
  const path = usable ? route.path : '/dashboard/workplace';
  const rest = usable ? query.toString() : '';
  return rest ? `${path}?${rest}` : path;
}

export function LoginForm() {
  const { t } = useT();
  const client = useApi();
  const { storage, sessionStore } = useServices();
  const [, navigate] = useLocation();
  const search = useSearch();
  const id = useId();
  const remembered = readRememberedUsername(storage);
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();
  const [help, setHelp] = useState<'forgot' | 'register' | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // What was typed into the prerendered form before React took it over stays (hydration keeps the
  // fields' text but not the state behind it).
  useEffect(() => {
    const typed = (ref: { current: HTMLInputElement | null }, set: (v: string) => void) => {
      if (ref.current?.value) set(ref.current.value);
    };
    typed(usernameRef, setUsername);
    typed(passwordRef, setPassword);
    typed(codeRef, (v) => setCode(v.replace(/\D/g, '')));
  }, []);

  const onSend = async () => {
    if (!username.trim()) {
      setErrors((e) => ({ ...e, username: t('loginExtra.usernameFirst') }));
      usernameRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const result = await sendSms(client, { username: username.trim() });
      startCountdown(result.cooldownSeconds || 60);
      toast.success(t('login.form.codeSent', { phone: result.phone }));
      codeRef.current?.focus();
    } catch (error) {
      const retryAfter = isAppError(error) ? Number(error.data?.cooldownSeconds ?? 0) : 0;
      // The shared request-error toast announces the refusal (seed §8).
      if (retryAfter > 0) startCountdown(retryAfter);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError('');
    const { loginSchema } = await loadValidate();
    const parsed = loginSchema.safeParse({
      username: username.trim(),
      password,
      code: code.trim(),
    });
    if (!parsed.success) {
      const next: Partial<Record<Fields, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Fields;
        next[field] ??= t(issue.message);
      }
      setErrors(next);
      document.getElementById(`${id}-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await loginByCode(client, parsed.data);
      rememberUsername(storage, parsed.data.username, remember);
      sessionStore.clear();
      toast.success(t('login.form.login.success'));
      navigate(afterLoginTarget(search), { replace: true });
    } catch (error) {
      claimError(error); // shown in the form's alert line
      setFormError(
        isAppError(error) && error.code < 900000
          ? errorMessage(error, t)
          : t('login.form.login.errMsg'),
      );
    } finally {
      setSubmitting(false);
    }
  };

  const fieldError = (f: Fields) => errors[f];
  const describedBy = (f: Fields) => (errors[f] ? `${id}-${f}-error` : undefined);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex w-full flex-col gap-4"
      aria-describedby={formError ? `${id}-form-error` : undefined}
    >
      {formError && (
        <div
          id={`${id}-form-error`}
          role="alert"
          className="flex items-start gap-2 rounded-md bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          <Icon name="alert" size={16} className="mt-0.5 shrink-0" />
          <span>{formError}</span>
        </div>
      )}
      <Field
        label={t('loginExtra.username')}
        htmlFor={`${id}-username`}
        error={fieldError('username')}
      >
        <Input
          ref={usernameRef}
          id={`${id}-username`}
          inputSize="lg"
          autoComplete="username"
          autoFocus={!remembered}
          value={username}
          invalid={Boolean(errors.username)}
          aria-describedby={describedBy('username')}
          placeholder={t('login.form.userName.placeholder')}
          prefix={<Icon name="user" />}
          onChange={(e) => setUsername(e.target.value)}
        />
      </Field>
      <Field
        label={t('loginExtra.password')}
        htmlFor={`${id}-password`}
        error={fieldError('password')}
      >
        <Input
          ref={passwordRef}
          id={`${id}-password`}
          inputSize="lg"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          autoFocus={Boolean(remembered)}
          value={password}
          invalid={Boolean(errors.password)}
          aria-describedby={describedBy('password')}
          placeholder={t('login.form.password.placeholder')}
          prefix={<Icon name="lock" />}
          suffix={
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-label={t(showPassword ? 'loginExtra.hidePassword' : 'loginExtra.showPassword')}
              aria-pressed={showPassword}
              className="rounded px-1 text-xs text-fg-3 hover:text-fg"
            >
              <Icon name={showPassword ? 'eye-off' : 'eye'} />
            </button>
          }
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Field label={t('loginExtra.code')} htmlFor={`${id}-code`} error={fieldError('code')}>
        <div className="flex gap-2">
          <Input
            ref={codeRef}
            id={`${id}-code`}
            inputSize="lg"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            invalid={Boolean(errors.code)}
            aria-describedby={describedBy('code')}
            placeholder={t('login.form.code.placeholder')}
            prefix={<Icon name="shield" />}
            wrapperClassName="flex-1"
            className="tracking-widest tabular-nums placeholder:tracking-normal"
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="w-32 justify-center tabular-nums"
            loading={sending}
            disabled={secondsLeft > 0}
            onClick={onSend}
            aria-live="polite"
          >
            {secondsLeft > 0
              ? t('login.form.resendIn', { seconds: secondsLeft })
              : t('login.form.sendCode')}
          </Button>
        </div>
      </Field>
      <div className="flex items-center justify-between text-sm">
        <label
          className="flex cursor-pointer items-center gap-2 text-fg-2"
          title={t('loginExtra.rememberHint')}
        >
          <Checkbox
            checked={remember}
            onCheckedChange={setRemember}
            aria-describedby={`${id}-remember-hint`}
          />
          {t('login.form.rememberPassword')}
        </label>
        <span id={`${id}-remember-hint`} className="sr-only">
          {t('loginExtra.rememberHint')}
        </span>
        <Button variant="link" size="sm" onClick={() => setHelp('forgot')}>
          {t('login.form.forgetPassword')}
        </Button>
      </div>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="w-full justify-center"
        loading={submitting}
      >
        {t('login.form.login')}
      </Button>
      <Button
        variant="ghost"
        size="lg"
        className="w-full justify-center"
        onClick={() => setHelp('register')}
      >
        {t('login.form.register')}
      </Button>
      {help && (
        <Suspense fallback={null}>
          <HelpDialog kind={help} onClose={() => setHelp(null)} />
        </Suspense>
      )}
    </form>
  );
}
