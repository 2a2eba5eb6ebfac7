/** Seed §8 texts outside the code catalogue: login, session expiry, exception and result pages (en-US). */
export const errors = {
  'login.form.login.errMsg': 'Login error, refresh and try again',
  'login.form.login.success': 'welcome to use',

  'session.expired.title': 'Confirm exit',
  'session.expired.content': 'Your login information has expired. Please log in again.',
  'session.expired.okText': 'Login again',

  'request.error': 'Request Error',

  'exception.result.403.description': 'Access to this resource on the server is denied.',
  'exception.result.403.back': 'Back',
  'exception.result.404.description': 'Whoops, this page is gone.',
  'exception.result.404.retry': 'Retry',
  'exception.result.404.back': 'Back',
  'exception.result.500.description': 'Internal server error',
  'exception.result.500.back': 'Back',

  'error.result.title': 'Submit Error',
  'error.result.subTitle': 'Submit form error',
  'error.result.goBack': 'Go Back',
  'error.result.retry': 'return for correction',
  'error.detailTitle': 'Details of Error',
  'error.detailLine.record':
    'The current domain name has not been registered, please check the registration process: ',
  'error.detailLine.record.link': 'Registration Process',
  'error.detailLine.auth': 'Your user group does not have the authority to perform this operation;',
} as const;
