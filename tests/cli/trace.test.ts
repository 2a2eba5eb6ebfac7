import { describe, expect, it } from 'vitest';
import { createTracer, traceUrl, traceWanted } from '../../cli/trace.ts';

describe('request trace', () => {
  it('is on with QY_DEBUG=api (or all) or -v only', () => {
    expect(traceWanted({}, false)).toBe(false);
    expect(traceWanted({ QY_DEBUG: 'api' }, false)).toBe(true);
    expect(traceWanted({ QY_DEBUG: 'sse, all' }, false)).toBe(true);
    expect(traceWanted({ QY_DEBUG: 'sse' }, false)).toBe(false);
    expect(traceWanted({}, true)).toBe(true);
  });

  it('masks secret-named query values and never writes headers or bodies', async () => {
    expect(traceUrl('http://h/x?token=abc&status=ok&password=p')).toBe(
      'http://h/x?token=***&status=ok&password=***',
    );
    const lines: string[] = [];
    let clock = 0;
    const tracer = createTracer(
      (l) => lines.push(l),
      () => (clock += 5),
    );
    const plain = tracer.plain(async () => ({
      status: 401,
      header: (name) => (name === 'x-request-id' ? 'rid-1' : undefined),
      text: '{}',
    }));
    await plain({
      method: 'POST',
      url: 'http://h/qy-sla-admin-api/sys/user/loginByCode',
      headers: { Authorization: 'Bearer SECRET-TOKEN' },
      body: 'username=a&password=SECRET-PW&code=123456',
    });
    expect(lines).toEqual([
      'qy: api POST http://h/qy-sla-admin-api/sys/user/loginByCode 401 in 5 ms request id rid-1',
    ]);
  });
});
