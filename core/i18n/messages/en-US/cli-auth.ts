/** Messages of `qy auth …`, credentials per server and server addresses (en-US). */
export const cliAuth = {
  'cli.auth.description': 'credentials per server and API tokens',
  'cli.auth.status.description': 'list the servers qy holds credentials for, and their users',
  'cli.auth.status.none': 'Not signed in to any server; run: qy login',
  'cli.auth.status.default': 'default',
  'cli.auth.status.envToken':
    'QY_TOKEN is set: it is used for {server} instead of the stored credential',
  'cli.auth.switch.description':
    'make another signed-in server the default, by its context name or URL',
  'cli.auth.switch.argument': 'context name or server URL, as listed by qy auth status',
  'cli.auth.switch.unknown':
    'no credentials for {server}; sign in first: qy login --server {server} (stored contexts: {names})',
  'cli.auth.switch.unknownName':
    'no context named "{name}"; stored contexts: {names} (name one at sign-in: qy login --server URL --context NAME)',
  'cli.auth.switch.done': 'Default server is now {server} ({username}), context {name}',
  'cli.auth.context.none': 'none',
  'cli.auth.context.option':
    'name the stored credential (default: the server host and port), for qy auth switch NAME',
  'cli.auth.context.bad':
    'context name "{name}" is not valid: a letter or digit, then letters, digits, ".", "_", "-" or ":", at most 64 in all',
  'cli.auth.context.taken':
    'context name "{name}" already names {server}; choose another, or run: qy logout --server {server}',
  'cli.field.context': 'Context',
  'cli.auth.token.description': 'API tokens for scripts: they do not idle out and need no SMS code',
  'cli.auth.token.create.description':
    'create an API token for the signed-in user (printed once on stdout)',
  'cli.auth.token.print.description':
    'print the token qy would send to the server (QY_TOKEN or the stored one), alone on stdout',
  'cli.auth.token.list.description': "list the signed-in user's API tokens with their last use",
  'cli.auth.token.revoke.description': 'revoke an API token; it is refused from then on',
  'cli.auth.token.option.name': 'a name saying what the token is for',
  'cli.auth.token.option.scope': 'read-only (GET requests only) or read-write (default read-only)',
  'cli.auth.token.option.expires':
    'days until it expires: read-only 1 to 365, read-write 1 to 90 (default 90); no token lives forever',
  'cli.auth.token.option.passwordStdin':
    'read your password from stdin (creating a token asks for it again); else it is asked on the terminal',
  'cli.auth.token.needPassword':
    'creating a token asks for your password again: run it on a terminal, or pipe the password with --password-stdin',
  'cli.auth.token.prompt.password': 'Password (to create the token): ',
  'cli.auth.token.argument.id': 'token id, as listed by qy auth token list',
  'cli.auth.token.created':
    'Created API token {name} ({scope}, {expiry}). Copy it now: it is not shown again.',
  'cli.auth.token.never': 'never expires',
  'cli.auth.token.expiresAt': 'expires {at}',
  'cli.auth.token.revoked': 'Revoked API token {id} ({name})',
  'cli.auth.token.badExpiry':
    '--expires must be a whole number of days from 1 to {max} for a {scope} token (no token lives forever)',
  'cli.auth.kind.session': 'session',
  'cli.auth.kind.api-token': 'API token',
  'cli.field.kind.credential': 'Credential',
  'cli.field.expires': 'Expires',
  'cli.field.lastUsed': 'Last used',
  'cli.field.scope': 'Scope',
  'cli.field.hint': 'Token',
  'cli.field.revoked': 'Revoked',
  'cli.usage.serverScheme':
    '{source} must start with http:// or https:// (got "{value}"); for example http://{value}',
  'cli.usage.serverPath':
    '{source} takes the server address without a path (got "{value}"): qy adds the API base path itself; try {origin}',
  'cli.logout.serverDown':
    'forgot the local credential for {server}, but the server could not be reached: the session on the server is still valid until it expires',
  'cli.users.description': 'system users, as an administrator sees them',
  'cli.users.tokens.description': "a user's API tokens (administrators only)",
  'cli.users.tokens.list.description':
    "list a user's API tokens with their last use (never the secrets)",
  'cli.users.tokens.revoke.description':
    "revoke one of a user's API tokens; it is refused from then on",
  'cli.users.argument.user': 'the user: id or username',
  'cli.users.tokens.argument.tokenId': 'token id, as listed by qy users tokens <user>',
  'cli.users.badUser': '<user> takes a user id or a username',
  'cli.users.unknown': 'no user with the username "{user}"',
} as const;
