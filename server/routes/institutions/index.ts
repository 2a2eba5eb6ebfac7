import { endpoint } from '../../http/endpoint.ts';
import { idParams, versionBody } from '../../domain/common-inputs.ts';
import { translator } from '../../domain/i18n.ts';
import { exportCsv, type CsvColumn } from '../../domain/list-export.ts';
import type { Institution } from '#core/types';
import { institutionCreateBody, institutionListQuery, institutionUpdateBody } from './inputs.ts';
import {
  createInstitution,
  fetchInstitutionsAfter,
  getInstitution,
  institutionSort,
  institutionValue,
  listInstitutions,
  setInstitutionStatus,
  updateInstitution,
} from './service.ts';

function columns(t: (k: string) => string): CsvColumn<Institution>[] {
  return [
    { 'en-US': 'Id', 'zh-CN': '编号', value: (i) => i.id },
    { 'en-US': 'Name', 'zh-CN': '机构名称', value: (i) => i.name },
    { 'en-US': 'Credit code', 'zh-CN': '统一社会信用代码', value: (i) => i.creditCode },
    { 'en-US': 'Legal person', 'zh-CN': '法定代表人', value: (i) => i.legalPerson },
    { 'en-US': 'Contact', 'zh-CN': '联系人', value: (i) => i.contactName },
    { 'en-US': 'Contact phone', 'zh-CN': '联系电话', value: (i) => i.contactPhone },
    { 'en-US': 'Address', 'zh-CN': '地址', value: (i) => i.address },
    { 'en-US': 'Organisation', 'zh-CN': '所属组织', value: (i) => i.orgName },
    { 'en-US': 'Status', 'zh-CN': '状态', value: (i) => t(`status.institution.${i.status}`) },
    { 'en-US': 'Created at', 'zh-CN': '创建时间', value: (i) => i.createdAt },
  ];
}

export const institutionEndpoints = [
  endpoint({
    method: 'GET',
    path: '/institutions/export.csv',
    menu: 'BusinessList',
    summary: 'Export institutions (CSV)',
    produces: 'text/csv',
    query: institutionListQuery,
    handler: async ({ query }, ctx) => {
      const choice = institutionSort(query.sort);
      return exportCsv(
        'institutions.csv',
        ctx.locale,
        columns(translator(ctx.locale)),
        choice,
        institutionValue(choice),
        fetchInstitutionsAfter(ctx.db, query, choice),
      );
    },
  }),
  endpoint({
    method: 'GET',
    path: '/institutions',
    menu: 'BusinessList',
    summary: 'List institutions',
    query: institutionListQuery,
    handler: ({ query }, ctx) => listInstitutions(ctx.db, query),
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
