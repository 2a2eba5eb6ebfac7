import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../server/routes/registry.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'users' });
});
afterAll(() => t.close());

describe('GET /qy-sla-admin-api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with one operation per registry endpoint', async () => {
    const res = await t.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const expected = endpoints.map(
      (ep) => `${ep.method} /qy-sla-admin-api${ep.path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(operations.sort()).toEqual([...expected].sort());
  });

  it('describes the seed calls from the same schemas the server validates with', async () => {
    const doc = (await t.request('GET', '/openapi.json')).body;
    const login = doc.paths['/qy-sla-admin-api/sys/user/loginByCode'].post;
    const form = login.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(Object.keys(form.properties).sort()).toEqual(['code', 'password', 'username']);
    expect(login.security).toEqual([]);
    expect(login['x-menu']).toBe('open');
    const logs = doc.paths['/qy-sla-admin-api/logs'].get;
    expect(logs['x-menu']).toBe('SysLogList');
    expect(logs.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'module',
        'username',
        'action',
        'result',
        'since',
        'afterId',
        'q',
        'page',
        'pageSize',
        'cursor',
        'limit',
      ]),
    );
    expect(doc.paths['/qy-sla-admin-api/logs/stream'].get.responses['200'].content).toHaveProperty(
      'text/event-stream',
    );
  });

  it('gives every operation a unique operationId and the bearer scheme when signed in', async () => {
    const doc = (await t.request('GET', '/openapi.json')).body;
    const ops = Object.values(
      doc.paths as Record<string, Record<string, { operationId: string; security: unknown[] }>>,
    ).flatMap((o) => Object.values(o));
    const ids = ops.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('names the recursive schemas once and resolves every reference inside the document', async () => {
    const doc = (await t.request('GET', '/openapi.json')).body;
    const names = Object.keys(doc.components.schemas as Record<string, unknown>);
    expect(names).toEqual(expect.arrayContaining(['OrgTreeNode', 'MenuEntry']));
    expect(names.filter((n) => /schema\d/.test(n))).toEqual([]);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(names).toContain(ref.slice('#/components/schemas/'.length));
    }
  });
});
