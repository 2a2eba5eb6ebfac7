// The ONE list of all API endpoints: the app mounts it, the OpenAPI document and the
// authorization/fuzz tests walk it. Each resource folder exports its array.
import type { Endpoint } from '../http/endpoint.ts';
import { apiTokenEndpoints } from './api-tokens/index.ts';
import { authEndpoints } from './auth/index.ts';
import { depositEndpoints } from './deposits/index.ts';
import { dashboardEndpoints } from './dashboard/index.ts';
import { messageEndpoints } from './messages/index.ts';
import { providerMerchantEndpoints } from './provider-merchants/index.ts';
import { searchEndpoints } from './search/index.ts';
import { settlementEndpoints } from './settlements/index.ts';
import { templateEndpoints } from './template/index.ts';
import { userSettingsEndpoints } from './user-settings/index.ts';
import { userEndpoints } from './users/index.ts';
import { institutionEndpoints } from './institutions/index.ts';
import { merchantEndpoints } from './merchants/index.ts';
import { orgEndpoints } from './orgs/index.ts';
import { logEndpoints } from './logs/index.ts';
import { menuEndpoints } from './menu/index.ts';
import { smsEndpoints } from './sms/index.ts';

export const endpoints: readonly Endpoint[] = [
  // infra
  ...authEndpoints,
  ...apiTokenEndpoints,
  ...menuEndpoints,
  ...smsEndpoints,
  ...logEndpoints,
  // the screens' data: business, then search, messages, dashboard and the template screens
  ...orgEndpoints,
  ...institutionEndpoints,
  ...depositEndpoints,
  ...merchantEndpoints,
  ...providerMerchantEndpoints,
  ...settlementEndpoints,
  ...userEndpoints,
  ...searchEndpoints,
  ...messageEndpoints,
  ...dashboardEndpoints,
  ...templateEndpoints,
  ...userSettingsEndpoints,
];
