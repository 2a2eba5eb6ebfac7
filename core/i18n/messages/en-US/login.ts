/** The login screen, including the template's banner slogans (en-US). */
export const login = {
  'login.form.title': 'Login to QY SLA Admin',
  'login.form.userName.placeholder': 'Username',
  'login.form.password.placeholder': 'Password',
  'login.form.code.placeholder': 'SMS verification code',
  'login.form.sendCode': 'Send code',
  'login.form.resendIn': 'Resend in {seconds}s',
  'login.form.codeSent': 'A code was sent to {phone}',
  'login.form.rememberPassword': 'Remember password',
  'login.form.forgetPassword': 'Forgot password',
  'login.form.login': 'login',
  'login.form.register': 'register account',
  'login.banner.slogan1': 'Out-of-the-box high-quality template',
  'login.banner.subSlogan1': 'Rich page templates, covering most typical business scenarios',
  'login.banner.slogan2': 'Built-in solutions to common problems',
  'login.banner.subSlogan2':
    'Internationalization, routing configuration, state management everything',
  'login.banner.slogan3': 'Access visualization enhancement tool AUX',
  'login.banner.subSlogan3': 'Realize flexible block development',
} as const;
