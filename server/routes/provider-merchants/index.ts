import { z } from 'zod';
import { providerMerchantDetailSchema, providerMerchantSchema } from '#core/schemas';
import { providerMerchantListQuerySchema } from '#core/validate';
import { endpoint } from '../../http/endpoint.ts';
import { cursorAware } from '../../domain/common-inputs.ts';
import { getProviderMerchant, providerMerchantSource } from './service.ts';
import { listEndpoints } from '../../list/endpoints.ts';

const listQuery = cursorAware(providerMerchantListQuerySchema);
const noParams = z.object({
  providerMerchantNo: z.string().regex(/^PA\d{10}$/, 'validation.invalid'),
});

export const providerMerchantEndpoints = [
  ...listEndpoints({
    path: '/provider-merchants',
    menu: 'PinganMerchantList',
    noun: 'provider merchant',
    item: providerMerchantSchema,
    query: listQuery,
    source: providerMerchantSource,
  }),
  endpoint({
    method: 'GET',
    path: '/provider-merchants/:providerMerchantNo',
    menu: 'PinganMerchantList',
    summary: 'Provider merchant with its event timeline',
    params: noParams,
    response: providerMerchantDetailSchema,
    handler: ({ params }, ctx) => getProviderMerchant(ctx.db, params.providerMerchantNo),
  }),
];
