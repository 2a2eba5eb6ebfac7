import type {
  BindingStatus,
  ListQuery,
  Page,
  ProviderMerchant,
  ProviderMerchantDetail,
} from '../types/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { segment } from './url.ts';

export interface ProviderMerchantQuery extends ListQuery {
  bindingStatus?: BindingStatus;
}

export function listProviderMerchants(
  client: ApiClient,
  query: ProviderMerchantQuery = {},
  init?: CallInit,
): Promise<Page<ProviderMerchant>> {
  return client.get('/provider-merchants', { ...query }, init);
}

/** Every field of a provider merchant and its event timeline (the detail drawer). */
export function getProviderMerchant(
  client: ApiClient,
  providerMerchantNo: string,
  init?: CallInit,
): Promise<ProviderMerchantDetail> {
  return client.get(`/provider-merchants/${segment(providerMerchantNo)}`, undefined, init);
}
