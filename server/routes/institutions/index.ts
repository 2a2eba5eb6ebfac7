import { institutionSchema } from '#core/schemas';
import { idParams } from '../../domain/common-inputs.ts';
import { recordEndpoints } from '../../http/record.ts';
import { institutionCreateBody, institutionListQuery, institutionUpdateBody } from './inputs.ts';
import {
  createInstitution,
  getInstitution,
  institutionSource,
  setInstitutionStatus,
  updateInstitution,
} from './service.ts';

const institution = recordEndpoints({
  base: '/institutions',
  key: 'id',
  menu: 'BusinessList',
  params: idParams,
  record: institutionSchema,
});

export const institutionEndpoints = [
  ...institution.list({
    noun: 'institution',
    item: institutionSchema,
    query: institutionListQuery,
    source: institutionSource,
  }),
  institution.get('One institution', (id, ctx) => getInstitution(ctx.db, id)),
  institution.create('Create an institution', institutionCreateBody, (body, ctx) =>
    createInstitution(ctx, body),
  ),
  institution.put('Update an institution', institutionUpdateBody, (id, body, ctx) =>
    updateInstitution(ctx, id, body),
  ),
  institution.action('suspend', 'Suspend an institution', (id, b, ctx) =>
    setInstitutionStatus(ctx, id, 'suspended', b.version),
  ),
  institution.action('activate', 'Activate an institution', (id, b, ctx) =>
    setInstitutionStatus(ctx, id, 'active', b.version),
  ),
];
