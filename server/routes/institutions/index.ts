import { endpoint } from '../../http/endpoint.ts';
import { idParams, versionBody } from '../../domain/common-inputs.ts';
import { listEndpoints } from '../../list/endpoints.ts';
import { institutionCreateBody, institutionListQuery, institutionUpdateBody } from './inputs.ts';
import {
  createInstitution,
  getInstitution,
  institutionSource,
  setInstitutionStatus,
  updateInstitution,
} from './service.ts';

export const institutionEndpoints = [
  ...listEndpoints({
    path: '/institutions',
    menu: 'BusinessList',
    noun: 'institution',
    query: institutionListQuery,
    source: institutionSource,
  }),
  endpoint({
    method: 'GET',
    path: '/institutions/:id',
    menu: 'BusinessList',
    summary: 'One institution',
    params: idParams,
    handler: ({ params }, ctx) => getInstitution(ctx.db, params.id),
  }),
  endpoint({
    method: 'POST',
    path: '/institutions',
    menu: 'BusinessList',
    summary: 'Create an institution',
    body: institutionCreateBody,
    handler: ({ body }, ctx) => createInstitution(ctx, body),
  }),
  endpoint({
    method: 'PUT',
    path: '/institutions/:id',
    menu: 'BusinessList',
    summary: 'Update an institution',
    params: idParams,
    body: institutionUpdateBody,
    handler: ({ params, body }, ctx) => updateInstitution(ctx, params.id, body),
  }),
  endpoint({
    method: 'POST',
    path: '/institutions/:id/suspend',
    menu: 'BusinessList',
    summary: 'Suspend an institution',
    params: idParams,
    body: versionBody,
    handler: ({ params, body }, ctx) =>
      setInstitutionStatus(ctx, params.id, 'suspended', body.version),
  }),
  endpoint({
    method: 'POST',
    path: '/institutions/:id/activate',
    menu: 'BusinessList',
    summary: 'Activate an institution',
    params: idParams,
    body: versionBody,
    handler: ({ params, body }, ctx) =>
      setInstitutionStatus(ctx, params.id, 'active', body.version),
  }),
];
