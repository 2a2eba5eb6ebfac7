import { describe, expect, it } from 'vitest';
import * as api from '#core/api';
import type { ApiClient } from '#core/api';
import { API, clientWith, envelope } from './fake-fetch.ts';

type Case = [
  label: string,
  call: (c: ApiClient) => Promise<unknown>,
  method: string,
  path: string,
  extra?: string,
];

const decision = { decision: 'approve' as const, items: [{ id: 1, version: 2 }] };

// method, path (with query) and JSON body of every endpoint of docs/API.md the client wraps.
const cases: Case[] = [
  ['getOrgTree', (c) => api.getOrgTree(c), 'GET', '/orgs/tree'],
  [
    'listOrgs',
    (c) => api.listOrgs(c, { q: 'x', kind: 'agent', page: 2 }),
    'GET',
    '/orgs?q=x&kind=agent&page=2',
  ],
  ['getOrg', (c) => api.getOrg(c, 7), 'GET', '/orgs/7'],
  [
    'createOrg',
    (c) =>
      api.createOrg(c, {
        parentId: 1,
        code: 'C',
        name: 'N',
        kind: 'branch',
        settlementTarget: true,
        shareBp: 100,
        bankAccount: '6',
      }),
    'POST',
    '/orgs',
    '{"parentId":1,"code":"C","name":"N","kind":"branch","settlementTarget":true,"shareBp":100,"bankAccount":"6"}',
  ],
  [
    'updateOrg',
    (c) => api.updateOrg(c, 7, { version: 3, name: 'M' }),
    'PUT',
    '/orgs/7',
    '{"version":3,"name":"M"}',
  ],
  [
    'setOrgEnabled false',
    (c) => api.setOrgEnabled(c, 7, false, 3),
    'POST',
    '/orgs/7/disable',
    '{"version":3}',
  ],
  [
    'setOrgEnabled true',
    (c) => api.setOrgEnabled(c, 7, true, 4),
    'POST',
    '/orgs/7/enable',
    '{"version":4}',
  ],
  [
    'previewSplit',
    (c) => api.previewSplit(c, 7, 123456),
    'GET',
    '/orgs/7/split-preview?grossFen=123456',
  ],
  [
    'listInstitutions',
    (c) => api.listInstitutions(c, { status: 'active', sort: '-createdAt' }),
    'GET',
    '/institutions?status=active&sort=-createdAt',
  ],
  ['getInstitution', (c) => api.getInstitution(c, 3), 'GET', '/institutions/3'],
  [
    'createInstitution',
    (c) =>
      api.createInstitution(c, {
        name: 'I',
        creditCode: 'C',
        legalPerson: 'L',
        contactName: 'N',
        contactPhone: 'P',
        address: 'A',
        orgId: 1,
      }),
    'POST',
    '/institutions',
    '{"name":"I","creditCode":"C","legalPerson":"L","contactName":"N","contactPhone":"P","address":"A","orgId":1}',
  ],
  [
    'updateInstitution',
    (c) => api.updateInstitution(c, 3, { version: 1, address: 'B' }),
    'PUT',
    '/institutions/3',
    '{"version":1,"address":"B"}',
  ],
  [
    'setInstitutionActive false',
    (c) => api.setInstitutionActive(c, 3, false, 1),
    'POST',
    '/institutions/3/suspend',
    '{"version":1}',
  ],
  [
    'setInstitutionActive true',
    (c) => api.setInstitutionActive(c, 3, true, 2),
    'POST',
    '/institutions/3/activate',
    '{"version":2}',
  ],
  [
    'listDepositAccounts',
    (c) => api.listDepositAccounts(c, { shortfall: true, institutionId: 9 }),
    'GET',
    '/deposits/accounts?shortfall=true&institutionId=9',
  ],
  [
    'listDepositAccountsCursor',
    (c) => api.listDepositAccountsCursor(c, { cursor: '', limit: 500 }),
    'GET',
    '/deposits/accounts?cursor=&limit=500',
  ],
  [
    'getDepositAccount',
    (c) => api.getDepositAccount(c, 'BZJ 1/2'),
    'GET',
    '/deposits/accounts/BZJ%201%2F2',
  ],
  [
    'openDepositAccount',
    (c) => api.openDepositAccount(c, { institutionId: 1, requiredFen: 100 }),
    'POST',
    '/deposits/accounts',
    '{"institutionId":1,"requiredFen":100}',
  ],
  [
    'submitDepositRequest',
    (c) => api.submitDepositRequest(c, 'BZJ1', { kind: 'top_up', amountFen: 5 }),
    'POST',
    '/deposits/accounts/BZJ1/requests',
    '{"kind":"top_up","amountFen":5}',
  ],
  [
    'listDepositRequests',
    (c) => api.listDepositRequests(c, { status: 'pending', kind: 'refund' }),
    'GET',
    '/deposits/requests?status=pending&kind=refund',
  ],
  [
    'approveDepositRequest',
    (c) => api.approveDepositRequest(c, 5, 2),
    'POST',
    '/deposits/requests/5/approve',
    '{"version":2}',
  ],
  [
    'rejectDepositRequest',
    (c) => api.rejectDepositRequest(c, 5, 2, 'no'),
    'POST',
    '/deposits/requests/5/reject',
    '{"version":2,"reason":"no"}',
  ],
  [
    'decideDepositRequests',
    (c) => api.decideDepositRequests(c, decision),
    'POST',
    '/deposits/requests/decide',
    JSON.stringify(decision),
  ],
  ['listMerchants', (c) => api.listMerchants(c, { q: 'M1' }), 'GET', '/merchants?q=M1'],
  ['getMerchant', (c) => api.getMerchant(c, 'M1'), 'GET', '/merchants/M1'],
  [
    'createMerchant',
    (c) =>
      api.createMerchant(c, {
        name: 'n',
        institutionId: 1,
        creditCode: 'c',
        legalPerson: 'l',
        idNo: 'i',
        contactPhone: 'p',
        bankAccount: 'b',
      }),
    'POST',
    '/merchants',
    '{"name":"n","institutionId":1,"creditCode":"c","legalPerson":"l","idNo":"i","contactPhone":"p","bankAccount":"b"}',
  ],
  [
    'submitMerchantChange',
    (c) => api.submitMerchantChange(c, 'M1', { version: 1, name: 'x' }),
    'POST',
    '/merchants/M1/changes',
    '{"version":1,"name":"x"}',
  ],
  [
    'setMerchantEnabled false',
    (c) => api.setMerchantEnabled(c, 'M1', false, 1),
    'POST',
    '/merchants/M1/disable',
    '{"version":1}',
  ],
  [
    'setMerchantEnabled true',
    (c) => api.setMerchantEnabled(c, 'M1', true, 1),
    'POST',
    '/merchants/M1/enable',
    '{"version":1}',
  ],
  [
    'revealMerchantField',
    (c) => api.revealMerchantField(c, 'M1', 'idNo'),
    'POST',
    '/merchants/M1/reveal',
    '{"field":"idNo"}',
  ],
  [
    'listMerchantReviews',
    (c) => api.listMerchantReviews(c, { kind: 'change' }),
    'GET',
    '/merchants/reviews?kind=change',
  ],
  [
    'approveMerchantReview',
    (c) => api.approveMerchantReview(c, 4, 1),
    'POST',
    '/merchants/reviews/4/approve',
    '{"version":1}',
  ],
  [
    'rejectMerchantReview',
    (c) => api.rejectMerchantReview(c, 4, 1, 'bad'),
    'POST',
    '/merchants/reviews/4/reject',
    '{"version":1,"reason":"bad"}',
  ],
  [
    'decideMerchantReviews',
    (c) => api.decideMerchantReviews(c, decision),
    'POST',
    '/merchants/reviews/decide',
    JSON.stringify(decision),
  ],
  [
    'listProviderMerchants',
    (c) => api.listProviderMerchants(c, { bindingStatus: 'failed' }),
    'GET',
    '/provider-merchants?bindingStatus=failed',
  ],
  ['getProviderMerchant', (c) => api.getProviderMerchant(c, 'P1'), 'GET', '/provider-merchants/P1'],
  [
    'listSettlements drops cursor fields',
    (c) =>
      api.listSettlements(c, {
        status: 'failed',
        from: '2026-01-01',
        cursor: 'x',
        limit: 5,
        page: 1,
      }),
    'GET',
    '/settlements?status=failed&from=2026-01-01&page=1',
  ],
  [
    'listSettlementsCursor drops page fields',
    (c) => api.listSettlementsCursor(c, { cursor: 'abc', limit: 100, page: 3, pageSize: 50 }),
    'GET',
    '/settlements?cursor=abc&limit=100',
  ],
  [
    'listSettlementsCursor sends an empty first cursor (cursor mode by presence)',
    (c) => api.listSettlementsCursor(c, { cursor: '', limit: 20 }),
    'GET',
    '/settlements?cursor=&limit=20',
  ],
  [
    'listLogsCursor sends an empty first cursor',
    (c) => api.listLogsCursor(c, { cursor: '' }),
    'GET',
    '/logs?cursor=',
  ],
  ['getSettlement', (c) => api.getSettlement(c, 'ST1'), 'GET', '/settlements/ST1'],
  [
    'getSettlementTotals',
    (c) => api.getSettlementTotals(c, { q: 'ST2026', exact: true }),
    'GET',
    '/settlements/totals?q=ST2026&exact=true',
  ],
  [
    'getSettlementTotals (a list query: paging and sort left out)',
    (c) =>
      api.getSettlementTotals(c, {
        status: 'failed',
        page: 3,
        pageSize: 20,
        sort: '-period',
        cursor: '',
        limit: 5,
      }),
    'GET',
    '/settlements/totals?status=failed',
  ],
  [
    'retrySettlement',
    (c) => api.retrySettlement(c, 'ST1', 6),
    'POST',
    '/settlements/ST1/retry',
    '{"version":6}',
  ],
  [
    'monthlySettlements',
    (c) => api.monthlySettlements(c, { from: '2026-01-01' }),
    'GET',
    '/settlements/monthly?by=org&from=2026-01-01',
  ],
  ['listUsers', (c) => api.listUsers(c, { role: 'user' }), 'GET', '/users?role=user'],
  ['getUser', (c) => api.getUser(c, 2), 'GET', '/users/2'],
  [
    'createUser',
    (c) =>
      api.createUser(c, {
        username: 'u',
        name: 'n',
        phone: 'p',
        email: 'e',
        role: 'user',
        orgId: 1,
        password: 'Pw',
      }),
    'POST',
    '/users',
    '{"username":"u","name":"n","phone":"p","email":"e","role":"user","orgId":1,"password":"Pw"}',
  ],
  [
    'updateUser',
    (c) => api.updateUser(c, 2, { version: 1, role: 'admin' }),
    'PUT',
    '/users/2',
    '{"version":1,"role":"admin"}',
  ],
  [
    'setUserEnabled false',
    (c) => api.setUserEnabled(c, 2, false, 1),
    'POST',
    '/users/2/disable',
    '{"version":1}',
  ],
  [
    'setUserEnabled true',
    (c) => api.setUserEnabled(c, 2, true, 1),
    'POST',
    '/users/2/enable',
    '{"version":1}',
  ],
  ['unlockUser', (c) => api.unlockUser(c, 2, 1), 'POST', '/users/2/unlock', '{"version":1}'],
  [
    'resetUserPassword',
    (c) => api.resetUserPassword(c, 2, 1, 'New1pw'),
    'POST',
    '/users/2/reset-password',
    '{"version":1,"password":"New1pw"}',
  ],
  [
    'listLogs drops cursor fields',
    (c) => api.listLogs(c, { module: 'deposit', cursor: 'x', limit: 9 }),
    'GET',
    '/logs?module=deposit',
  ],
  [
    'listLogsCursor drops page fields',
    (c) => api.listLogsCursor(c, { cursor: '', afterId: 10, page: 2 }),
    'GET',
    '/logs?cursor=&afterId=10',
  ],
  [
    'searchRecords caps the limit',
    (c) => api.searchRecords(c, 'BZJ', 50),
    'GET',
    '/search?q=BZJ&limit=20',
  ],
  [
    'searchRecords default limit',
    (c) => api.searchRecords(c, '张'),
    'GET',
    '/search?q=%E5%BC%A0&limit=10',
  ],
  ['getMessages', (c) => api.getMessages(c, 'todo'), 'GET', '/messages?type=todo'],
  ['getMessages all', (c) => api.getMessages(c), 'GET', '/messages'],
  ['markMessageRead', (c) => api.markMessageRead(c, 8), 'POST', '/messages/8/read', ''],
  [
    'markAllMessagesRead',
    (c) => api.markAllMessagesRead(c, 'notice'),
    'POST',
    '/messages/read-all',
    '{"type":"notice"}',
  ],
  [
    'markAllMessagesRead all',
    (c) => api.markAllMessagesRead(c),
    'POST',
    '/messages/read-all',
    '{}',
  ],
  [
    'clearMessages',
    (c) => api.clearMessages(c, 'message'),
    'POST',
    '/messages/clear',
    '{"type":"message"}',
  ],
  ['clearMessages all', (c) => api.clearMessages(c), 'POST', '/messages/clear', '{}'],
  ['getWorkbench', (c) => api.getWorkbench(c), 'GET', '/dashboard/workbench'],
];

describe('resource functions', () => {
  it.each(cases)('%s calls the contract endpoint', async (_label, call, method, path, body) => {
    const { client, calls } = clientWith(() => envelope({ echoed: true }));
    await expect(call(client)).resolves.toEqual({ echoed: true });
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe(method);
    expect(`${calls[0].url.pathname}${calls[0].url.search}`).toBe(`${API}${path}`);
    if (body !== undefined) expect(calls[0].body).toBe(body);
  });
});

describe('exportCsv', () => {
  it('streams <list>/export.csv with the filters, without paging fields', async () => {
    const { client, calls } = clientWith(
      () => new Response('\uFEFFno\nST1\n', { headers: { 'content-type': 'text/csv' } }),
    );
    const controller = new AbortController();
    const response = await api.exportCsv(
      client,
      '/settlements/',
      { status: 'settled', page: 2, pageSize: 20, cursor: '', limit: 1 },
      controller.signal,
    );
    expect(`${calls[0].url.pathname}${calls[0].url.search}`).toBe(
      `${API}/settlements/export.csv?status=settled`,
    );
    expect(calls[0].headers.get('accept')).toBe('text/csv');
    // The body arrives byte for byte (text() would hide the BOM).
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('no\nST1\n');
    const noSignal = await api.exportCsv(client, '/logs');
    expect(noSignal.ok).toBe(true);
    expect(calls[1].url.pathname).toBe(`${API}/logs/export.csv`);
  });
});

describe('exportList', () => {
  it.each([
    ['deposits', '/deposits/accounts'],
    ['settlements', '/settlements'],
    ['logs', '/logs'],
  ] as const)('streams the %s export from %s', async (list, path) => {
    const { client, calls } = clientWith(() => new Response('a\r\n'));
    const response = await api.exportList(client, list, { q: 'x', page: 3 });
    await expect(response.text()).resolves.toBe('a\r\n');
    expect(`${calls[0].url.pathname}${calls[0].url.search}`).toBe(`${API}${path}/export.csv?q=x`);
  });

  it('rejects with the server error of a refused export', async () => {
    const { client } = clientWith(() =>
      envelope(null, { code: 403100, message: 'no', status: 403 }),
    );
    await expect(api.exportList(client, 'logs')).rejects.toMatchObject({ code: 403100 });
  });
});
