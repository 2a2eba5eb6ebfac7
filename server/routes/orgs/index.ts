import { z } from 'zod';
import {
  noData,
  organisationSchema,
  organisationWithReviewSchema,
  orgTreeNodeSchema,
  splitPreviewSchema,
} from '#core/schemas';
import { endpoint } from '../../http/endpoint.ts';
import { idParams } from '../../domain/common-inputs.ts';
import { recordEndpoints } from '../../http/record.ts';
import { orgCreateBody, orgListQuery, orgUpdateBody, splitQuery, versionQuery } from './inputs.ts';
import { createOrg, deleteOrg, orgTree, setOrgStatus, splitPreview, updateOrg } from './service.ts';
import { orgSource } from './lists.ts';
import { getOrg } from './queries.ts';
import { decideOrgRouting } from './routing.ts';
import { changeReviewEndpoints } from '../../review/endpoints.ts';

const org = recordEndpoints({
  base: '/orgs',
  key: 'id',
  menu: 'StructureList',
  params: idParams,
  record: organisationSchema,
});

// Static paths (/orgs/reviews…) are registered before /orgs/:id so they win.
export const orgEndpoints = [
  ...changeReviewEndpoints({
    base: '/orgs/reviews',
    menu: 'StructureList',
    kind: 'org_routing',
    noun: 'money-routing review',
    decide: decideOrgRouting,
  }),
  endpoint({
    method: 'GET',
    path: '/orgs/tree',
    menu: 'StructureList',
    summary: 'Organisation tree',
    response: z.array(orgTreeNodeSchema),
    handler: (_i, ctx) => orgTree(ctx.db),
  }),
  ...org.list({
    noun: 'organisation',
    item: organisationSchema,
    query: orgListQuery,
    source: orgSource,
  }),
  org.get('One organisation', (id, ctx) => getOrg(ctx.db, id)),
  endpoint({
    method: 'GET',
    path: '/orgs/:id/split-preview',
    menu: 'StructureList',
    summary: 'Preview the split of a gross amount across settlement targets',
    params: idParams,
    query: splitQuery,
    response: splitPreviewSchema,
    handler: ({ params, query }, ctx) => splitPreview(ctx.db, params.id, query.grossFen),
  }),
  org.create(
    'Create an organisation (bank account, share and target wait for review)',
    orgCreateBody,
    (body, ctx) => createOrg(ctx, body),
    organisationWithReviewSchema,
  ),
  org.put(
    'Update an organisation (bank account, share and target wait for review)',
    orgUpdateBody,
    (id, body, ctx) => updateOrg(ctx, id, body),
    organisationWithReviewSchema,
  ),
  org.action('disable', 'Disable an organisation', (id, b, ctx) =>
    setOrgStatus(ctx, id, 'disabled', b.version),
  ),
  org.action('enable', 'Enable an organisation', (id, b, ctx) =>
    setOrgStatus(ctx, id, 'enabled', b.version),
  ),
  endpoint({
    method: 'DELETE',
    path: '/orgs/:id',
    menu: 'StructureList',
    summary: 'Delete an unused organisation (one in use can only be disabled)',
    params: idParams,
    query: versionQuery,
    response: noData,
    handler: ({ params, query }, ctx) => deleteOrg(ctx, params.id, query.version),
  }),
];
