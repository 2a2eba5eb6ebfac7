/**
 * User management · one user's API tokens for an administrator: list (with last use) and revoke
 * (confirmed) — the recovery step when a token leaks. The server allows it to admins only.
 */
import { listUserApiTokens, revokeUserApiToken } from '#core/api';
import { useApi, useT } from '../../../hooks/app-context.tsx';
import { ApiTokenTable } from '../../../components/data/api-token-table.tsx';
import { Section } from '../../../components/data/detail-drawer.tsx';
import { useResource } from '../../../components/data/use-resource.ts';

/** `revision` is the drawer's: a reset or disable ends tokens, so the list reloads with it. */
export function UserTokensSection({ userId, revision }: { userId: number; revision: number }) {
  const api = useApi();
  const { t } = useT();
  const tokens = useResource(
    (signal) => listUserApiTokens(api, userId, { signal }),
    [api, userId, revision],
  );
  return (
    <Section title={t('users.section.tokens')}>
      <ApiTokenTable
        tokens={tokens}
        revokeCall={(tok) => revokeUserApiToken(api, userId, tok.id)}
        label={t('users.section.tokens')}
        empty={t('users.tokens.empty')}
        narrow
      />
    </Section>
  );
}
