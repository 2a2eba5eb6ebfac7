/** The login screen's texts beyond the template's (labels, help dialogs, countdown) (en-US). */
export const loginExtra = {
  'loginExtra.subtitle': 'Sign in with your password and an SMS verification code',
  'loginExtra.username': 'Username',
  'loginExtra.password': 'Password',
  'loginExtra.code': 'SMS code',
  'loginExtra.showPassword': 'Show password',
  'loginExtra.hidePassword': 'Hide password',
  'loginExtra.usernameFirst': 'Enter your username first',
  'loginExtra.rememberHint':
    'Remembers your username on this device; the password is never stored.',
  'loginExtra.adminContact': 'the system administrator (ops@qy-sla.example, ext. 8000)',
  'loginExtra.forgot.body':
    'Passwords are reset by an administrator under System settings → User management. Contact {contact} with your username.',
  'loginExtra.register.body':
    'Accounts are created by an administrator for your organisation. Contact {contact} and tell them your name, organisation and mobile number.',
  'loginExtra.gotIt': 'Got it',
  'loginExtra.banner': 'Product highlights',
  'loginExtra.slide': 'Show highlight {n}',
  'loginExtra.brand': 'Settlement and security-deposit back office',
} as const;
