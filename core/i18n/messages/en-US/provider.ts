/** The payment-provider merchant list (pinganMerchantList) (en-US). */
export const provider = {
  'provider.field.providerMerchantNo': 'Provider merchant no.',
  'provider.field.subAccountNo': 'Sub-account no.',
  'provider.field.merchant': 'Linked merchant',
  'provider.field.bankCard': 'Bound bank card',
  'provider.field.bindingStatus': 'Card binding',
  'provider.field.balance': 'Provider balance',
  'provider.field.lastSync': 'Last sync',
  'provider.filter.q': 'Search',
  'provider.filter.qPlaceholder': 'Provider no., sub-account or merchant',
  'provider.section.info': 'Provider account',
  'provider.section.events': 'Events',
  'provider.events.amount': 'Balance {amount}',
  'provider.events.none': 'No events yet',
} as const;
