/**
 * Security · API tokens for qy and scripts: list (with last use), create (name, scope, expiry; the
 * secret is shown this once) and revoke (confirmed). The server refuses a revoked token at once.
 */
import { useEffect, useState } from 'react';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_SCOPES,
  MAX_API_TOKEN_DAYS,
  MAX_API_TOKEN_DAYS_BY_SCOPE,
  createApiToken,
  listApiTokens,
  revokeApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '#core/api';
import { apiTokenCreateSchema } from '#core/validate';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiTokenTable } from '../../../components/data/api-token-table.tsx';
import { FormDialog, SelectField, TextField } from '../../../components/data/form.tsx';
import { useResource } from '../../../components/data/use-resource.ts';
import { useSubmit } from '../../../components/data/use-submit.ts';
import { Panel } from '../../../components/template-kit/panel.tsx';
import { schemaErrors } from '../../../components/data/validate-form.ts';

const BLANK = { name: '', scope: 'read-only', expiresInDays: '30', password: '' };
// The password is asked again: a session alone mints no token (the server checks it).
const toInput = (v: typeof BLANK) => ({
  name: v.name,
  scope: v.scope,
  expiresInDays: Number(v.expiresInDays),
  password: v.password,
});
/** The expiries a scope allows (read-write at most 90 days, read-only 365; never none). */
const expiriesOf = (scope: string) =>
  API_TOKEN_EXPIRY_DAYS.filter(
    (d) => d <= (MAX_API_TOKEN_DAYS_BY_SCOPE[scope as ApiTokenScope] ?? MAX_API_TOKEN_DAYS),
  );

/** `createRequest` > 0 opens the create dialog (the palette's command); each new number again. */
export function ApiTokensPanel({ createRequest = 0 }: { createRequest?: number }) {
  const api = useApi();
  const { t } = useT();
  const tokens = useResource((signal) => listApiTokens(api, { signal }), [api]);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  useEffect(() => {
    if (createRequest > 0) setCreating(true);
  }, [createRequest]);

  return (
    <Panel
      title={t('template.apiTokens.title')}
      level={3}
      extra={
        <Button size="sm" variant="primary" onClick={() => setCreating(true)}>
          {t('template.apiTokens.create')}
        </Button>
      }
    >
      <p className="mb-3 text-xs text-fg-3">{t('template.apiTokens.about')}</p>
      <ApiTokenTable
        tokens={tokens}
        revokeCall={(tok) => revokeApiToken(api, tok.id)}
        label={t('template.apiTokens.title')}
      />
      {creating && (
        <CreateTokenDialog
          onClose={() => setCreating(false)}
          onCreated={(tok) => {
            setCreating(false);
            setCreated(tok);
            tokens.refetch();
          }}
        />
      )}
      <DialogRoot open={created !== null} onOpenChange={(o) => !o && setCreated(null)}>
        {created && (
          <DialogContent
            title={t('template.apiTokens.createdTitle', { name: created.name })}
            description={t('template.apiTokens.once')}
            closeLabel={t('common.close')}
            footer={
              <>
                <Button
                  variant="outline"
                  onClick={async () => {
                    const ok = await copyToClipboard(created.token);
                    if (ok) toast.success(t('template.apiTokens.copied'));
                    else toast.error(t('shell.settings.copyFailed'));
                  }}
                >
                  {t('template.apiTokens.copy')}
                </Button>
                <Button variant="primary" onClick={() => setCreated(null)}>
                  {t('template.apiTokens.done')}
                </Button>
              </>
            }
          >
            <label className="mb-1 block text-sm text-fg-2" htmlFor="api-token-secret">
              {t('template.apiTokens.secret')}
            </label>
            <input
              id="api-token-secret"
              readOnly
              value={created.token}
              onFocus={(e) => e.currentTarget.select()}
              className="h-8 w-full rounded border border-line bg-surface-2 px-2 font-mono text-xs text-fg"
            />
          </DialogContent>
        )}
      </DialogRoot>
    </Panel>
  );
}

function CreateTokenDialog({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(tok: CreatedApiToken): void;
}) {
  const api = useApi();
  const { t, locale } = useT();
  const submit = useSubmit();
  const [v, setValues] = useState(BLANK);
  const [tried, setTried] = useState(false);
  const input = toInput(v);
  const local = tried ? schemaErrors(apiTokenCreateSchema, input, locale) : {};
  const errors = { ...submit.fieldErrors, ...local };
  const set = (key: keyof typeof BLANK) => (value: string) => setValues({ ...v, [key]: value });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('template.apiTokens.create')}
      submitText={t('template.apiTokens.create')}
      submitting={submit.pending}
      error={Object.keys(submit.fieldErrors).length ? null : submit.error}
      onSubmit={async () => {
        setTried(true);
        const parsed = apiTokenCreateSchema.safeParse(input);
        if (!parsed.success) return;
        const result = await submit.run(() => createApiToken(api, parsed.data));
        if (result.ok) onCreated(result.value);
      }}
    >
      <TextField
        label={t('template.apiTokens.name')}
        required
        autoFocus
        value={v.name}
        onChange={set('name')}
        placeholder={t('template.apiTokens.name.placeholder')}
        error={errors.name}
      />
      <SelectField
        label={t('template.apiTokens.scope')}
        value={v.scope}
        onChange={set('scope')}
        options={API_TOKEN_SCOPES.map((s) => ({
          value: s,
          label: t(`template.apiTokens.scope.${s}`),
        }))}
        error={errors.scope}
      />
      <SelectField
        label={t('template.apiTokens.expiry')}
        value={v.expiresInDays}
        onChange={set('expiresInDays')}
        options={expiriesOf(v.scope).map((d) => ({
          value: String(d),
          label: t('template.apiTokens.days', { count: d }),
        }))}
        error={errors.expiresInDays}
      />
      <TextField
        label={t('template.security.currentPassword')}
        type="password"
        required
        autoComplete="current-password"
        value={v.password}
        onChange={set('password')}
        error={errors.password}
      />
    </FormDialog>
  );
}
