/** The console's UI kit: guards, confirmations and list keyboard hints (en-US). */
export const kit = {
  'kit.discard.title': 'Discard your changes?',
  'kit.discard.body': 'What you typed in this form is lost if you close it.',
  'kit.discard.ok': 'Discard',
  'kit.discard.keep': 'Keep editing',
  'kit.confirm.title': '{action} {subject}?',
  'kit.nav.notPermitted': '{page} is not open to your role ({role})',
  'kit.picker.choose': 'Choose…',
  'kit.confirm.irreversible': 'This cannot simply be undone.',
} as const;
