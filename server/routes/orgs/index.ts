import { endpoint } from '../../http/endpoint.ts';
import { csvResponse } from '../../http/csv.ts';
import { idParams, versionBody } from '../../domain/common-inputs.ts';
import { translator } from '../../domain/i18n.ts';
import { orgCreateBody, orgListQuery, orgUpdateBody, splitQuery, versionQuery } from './inputs.ts';
import { createOrg, deleteOrg, orgTree, setOrgStatus, splitPreview, updateOrg } from './service.ts';
import { allOrgsForExport, listOrgs } from './lists.ts';
import { getOrg } from './queries.ts';
import { decideOrgRouting } from './routing.ts';
import { changeReviewEndpoints } from '../../review/endpoints.ts';

const HEADER = {
  'en-US': [
    'Id',
    'Parent id',
    'Code',
    'Name',
    'Kind',
    'Settlement target',
    'Share (bp)',
    'Bank account',
    'Status',
  ],
  'zh-CN': [
    '编号',
    '上级编号',
    '代码',
    '名称',
    '类型',
    '结算对象',
    '分润比例（基点）',
    '结算账户',
    '状态',
  ],
};

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
    handler: (_i, ctx) => orgTree(ctx.db),
  }),
  endpoint({
    method: 'GET',
    path: '/orgs/export.csv',
    menu: 'StructureList',
    summary: 'Export organisations (CSV)',
    produces: 'text/csv',
    query: orgListQuery,
    handler: async ({ query }, ctx) => {
      const t = translator(ctx.locale);
      const orgs = await allOrgsForExport(ctx.db, query);
      async function* rows() {
        for (const o of orgs)
          yield [
            o.id,
            o.parentId ?? '',
            o.code,
            o.name,
            t(`orgKind.${o.kind}`),
            o.settlementTarget ? 'Y' : 'N',
            o.shareBp,
            o.bankAccount,
            o.status,
          ];
      }
      return csvResponse('organisations.csv', HEADER[ctx.locale], rows());
    },
  }),
  endpoint({
    method: 'GET',
    path: '/orgs',
    menu: 'StructureList',
    summary: 'List organisations',
    query: orgListQuery,
    handler: ({ query }, ctx) => listOrgs(ctx.db, query),
  }),
  endpoint({
    method: 'GET',
    path: '/orgs/:id',
    menu: 'StructureList',
    summary: 'One organisation',
    params: idParams,
    handler: ({ params }, ctx) => getOrg(ctx.db, params.id),
  }),
  endpoint({
    method: 'GET',
    path: '/orgs/:id/split-preview',
    menu: 'StructureList',
    summary: 'Preview the split of a gross amount across settlement targets',
    params: idParams,
    query: splitQuery,
    handler: ({ params, query }, ctx) => splitPreview(ctx.db, params.id, query.grossFen),
  }),
  endpoint({
    method: 'POST',
    path: '/orgs',
    menu: 'StructureList',
    summary: 'Create an organisation',
    body: orgCreateBody,
    handler: ({ body }, ctx) => createOrg(ctx, body),
  }),
  endpoint({
    method: 'PUT',
    path: '/orgs/:id',
    menu: 'StructureList',
    summary: 'Update an organisation',
    params: idParams,
    body: orgUpdateBody,
    handler: ({ params, body }, ctx) => updateOrg(ctx, params.id, body),
  }),
  endpoint({
    method: 'POST',
    path: '/orgs/:id/disable',
    menu: 'StructureList',
    summary: 'Disable an organisation',
    params: idParams,
    body: versionBody,
    handler: ({ params, body }, ctx) => setOrgStatus(ctx, params.id, 'disabled', body.version),
  }),
  endpoint({
    method: 'POST',
    path: '/orgs/:id/enable',
    menu: 'StructureList',
    summary: 'Enable an organisation',
    params: idParams,
    body: versionBody,
    handler: ({ params, body }, ctx) => setOrgStatus(ctx, params.id, 'enabled', body.version),
  }),
  endpoint({
    method: 'DELETE',
    path: '/orgs/:id',
    menu: 'StructureList',
    summary: 'Delete an unused organisation (one in use can only be disabled)',
    params: idParams,
    query: versionQuery,
    handler: ({ params, query }, ctx) => deleteOrg(ctx, params.id, query.version),
  }),
];
