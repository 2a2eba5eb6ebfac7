import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  batchDecisionSchema,
  decisionSchema,
  depositAccountOpenSchema,
  depositRequestSchema,
  institutionCreateSchema,
  institutionUpdateSchema,
  loginByCodeSchema,
  makeCreditCode,
  makeIdNo,
  merchantChangeSchema,
  merchantOnboardSchema,
  messageTypeSchema,
  orgCreateSchema,
  orgUpdateSchema,
  rejectSchema,
  resetPasswordSchema,
  revealSchema,
  reviewDecisionSchema,
  searchQuerySchema,
  smsSendSchema,
  splitPreviewQuerySchema,
  userCreateSchema,
  userUpdateSchema,
} from '#core/validate';
import { fieldsOf } from './fields-of.ts';

const creditCode = makeCreditCode('91350100M000100Y4');
const idNo = makeIdNo('11010519491231002');

const cases: [string, z.ZodType, unknown, Record<string, string>][] = [
  [
    'org create',
    orgCreateSchema,
    {
      parentId: null,
      code: 'SH-01',
      name: '上海分公司',
      kind: 'branch',
      settlementTarget: true,
      shareBp: 2500,
      bankAccount: '6222020000000001',
    },
    {},
  ],
  [
    'org create bad',
    orgCreateSchema,
    {
      parentId: 0,
      code: 'a b',
      name: '',
      kind: 'x',
      settlementTarget: 'yes',
      shareBp: 10001,
      bankAccount: '12',
    },
    {
      parentId: 'Invalid value',
      code: 'Invalid value',
      name: 'This field is required',
      kind: 'Select one of the options',
      settlementTarget: 'Invalid value type',
      shareBp: 'The share must be between 0% and 100%',
      bankAccount: 'Invalid bank card number',
    },
  ],
  ['org update', orgUpdateSchema, { version: 3, shareBp: 100 }, {}],
  [
    'org update without version',
    orgUpdateSchema,
    { shareBp: 100 },
    { version: 'The record version is missing; reload and try again' },
  ],
  [
    'institution create',
    institutionCreateSchema,
    {
      name: '某机构',
      creditCode,
      legalPerson: '张三',
      contactName: '李四',
      contactPhone: '13800138000',
      address: '北京',
      orgId: 2,
    },
    {},
  ],
  [
    'institution create bad',
    institutionCreateSchema,
    {
      name: '某机构',
      creditCode: '91350100M000100Y40',
      legalPerson: '张三',
      contactName: '李四',
      contactPhone: '123',
      address: '北京',
      orgId: 2,
    },
    {
      creditCode: 'Invalid unified social credit code',
      contactPhone: 'Invalid mainland mobile number',
    },
  ],
  ['institution update', institutionUpdateSchema, { version: 1, address: '上海' }, {}],
  ['deposit open', depositAccountOpenSchema, { institutionId: 1, requiredFen: 500000 }, {}],
  [
    'deposit open zero',
    depositAccountOpenSchema,
    { institutionId: 1, requiredFen: 0 },
    { requiredFen: 'The amount must be greater than 0' },
  ],
  ['deposit top up', depositRequestSchema, { kind: 'top_up', amountFen: 100 }, {}],
  [
    'deposit top up zero',
    depositRequestSchema,
    { kind: 'top_up', amountFen: 0 },
    { amountFen: 'The amount must be greater than 0' },
  ],
  ['deposit close zero', depositRequestSchema, { kind: 'close', amountFen: 0 }, {}],
  [
    'deposit open kind refused',
    depositRequestSchema,
    { kind: 'open', amountFen: 1 },
    { kind: 'Select one of the options' },
  ],
  ['decision', decisionSchema, { version: 2 }, {}],
  [
    'reject without reason',
    rejectSchema,
    { version: 2, reason: '  ' },
    { reason: 'Please enter a reason' },
  ],
  [
    'reject long reason',
    rejectSchema,
    { version: 2, reason: 'x'.repeat(201) },
    { reason: 'At most {max} characters'.replace('{max}', '200') },
  ],
  ['review approve', reviewDecisionSchema, { version: 2 }, {}],
  [
    'batch approve',
    batchDecisionSchema,
    { decision: 'approve', items: [{ id: 1, version: 1 }] },
    {},
  ],
  [
    'batch reject without reason',
    batchDecisionSchema,
    { decision: 'reject', items: [{ id: 1, version: 1 }] },
    { reason: 'Please enter a reason' },
  ],
  [
    'batch empty',
    batchDecisionSchema,
    { decision: 'approve', items: [] },
    { items: 'Select at least one item' },
  ],
  [
    'merchant onboard',
    merchantOnboardSchema,
    {
      name: '某商户',
      institutionId: 1,
      creditCode,
      legalPerson: '王五',
      idNo,
      contactPhone: '13900139000',
      bankAccount: '4111111111111111',
    },
    {},
  ],
  [
    'merchant onboard bad',
    merchantOnboardSchema,
    {
      name: '某商户',
      institutionId: 1,
      creditCode,
      legalPerson: '王五',
      idNo: '110105194912310021',
      contactPhone: '13900139000',
      bankAccount: '4111111111111112',
    },
    {
      idNo: 'Invalid resident ID number',
      bankAccount: 'Invalid bank card number',
    },
  ],
  ['merchant change', merchantChangeSchema, { version: 1, contactPhone: '13900139001' }, {}],
  [
    'merchant change empty',
    merchantChangeSchema,
    { version: 1 },
    { _: 'Change at least one field' },
  ],
  ['reveal', revealSchema, { field: 'idNo' }, {}],
  ['reveal bad', revealSchema, { field: 'password' }, { field: 'Select one of the options' }],
  [
    'user create',
    userCreateSchema,
    {
      username: 'ops_1',
      name: '操作员',
      phone: '13800000000',
      email: 'o@x.cn',
      role: 'user',
      orgId: '1',
      password: 'Secret1',
    },
    {},
  ],
  ['user update', userUpdateSchema, { version: 0, role: 'admin' }, {}],
  [
    'user update bad role',
    userUpdateSchema,
    { version: 0, role: 'root' },
    { role: 'Select one of the options' },
  ],
  [
    'reset password',
    resetPasswordSchema,
    { version: 1, password: 'weak' },
    { password: 'At least 6 characters, no spaces, with both upper and lower case letters' },
  ],
  ['login by code', loginByCodeSchema, { username: 'admin', password: 'x', code: '000000' }, {}],
  ['sms send', smsSendSchema, { username: '' }, { username: 'Username cannot be empty' }],
  ['split preview', splitPreviewQuerySchema, { grossFen: '10000' }, {}],
  [
    'split preview bad',
    splitPreviewQuerySchema,
    { grossFen: '1.5' },
    { grossFen: 'The amount must be a whole number of fen, not negative' },
  ],
  ['search', searchQuerySchema, { q: 'BZJ', limit: '21' }, { limit: 'Must be at most 20' }],
  ['message type', messageTypeSchema, { type: 'spam' }, { type: 'Select one of the options' }],
];

describe('API input schemas', () => {
  it.each(cases)('%s', (_name, schema, input, expected) => {
    expect(fieldsOf(schema, input)).toEqual(expected);
  });

  it('coerces ids and applies defaults', () => {
    expect(userCreateSchema.parse(cases[26][2]).orgId).toBe(1);
    expect(searchQuerySchema.parse({ q: 'x' }).limit).toBe(10);
    expect(splitPreviewQuerySchema.parse({ grossFen: '10000' }).grossFen).toBe(10000);
  });
});
