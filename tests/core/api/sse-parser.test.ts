import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from '#core/api';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const comments: string[] = [];
  const parser = createSseParser({
    onEvent: (e) => events.push(e),
    onRetry: (ms) => retries.push(ms),
    onComment: (c) => comments.push(c),
  });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, comments, lastEventId: parser.lastEventId };
}

const STREAM =
  ': hello\r\n' +
  'retry: 2500\r\n' +
  'event: log\r\nid: 1\r\ndata: {"id":1}\r\n\r\n' +
  'event: log\nid: 2\ndata: line one\ndata:line two\n\n' +
  'data\rid: 3\r\r';

const EXPECTED: SseEvent[] = [
  { type: 'log', id: '1', data: '{"id":1}' },
  { type: 'log', id: '2', data: 'line one\nline two' },
  { type: 'message', id: '3', data: '' },
];

describe('SSE parser', () => {
  it('parses events, ids, multi-line data, comments and retry in one chunk', () => {
    const result = parse([STREAM]);
    expect(result.events).toEqual(EXPECTED);
    expect(result.retries).toEqual([2500]);
    expect(result.comments).toEqual(['hello']);
    expect(result.lastEventId).toBe('3');
  });

  it.each(Array.from({ length: STREAM.length - 1 }, (_, i) => [i + 1]))(
    'gives the same events when the stream is split at offset %i',
    (at) => {
      expect(parse([STREAM.slice(0, at), STREAM.slice(at)]).events).toEqual(EXPECTED);
    },
  );

  it('gives the same events when every character arrives alone', () => {
    expect(parse([...STREAM]).events).toEqual(EXPECTED);
  });

  it('keeps the last id across events and ignores ids containing NUL', () => {
    const { events } = parse(['id: 7\ndata: a\n\nid: 8\0x\ndata: b\n\n']);
    expect(events.map((e) => e.id)).toEqual(['7', '7']);
  });

  it('does not dispatch a block without data, an unfinished block, or invalid retry values', () => {
    const { events, retries } = parse([
      'event: log\nid: 4\n\nretry: soon\nunknown: x\n\ndata: tail',
    ]);
    expect(events).toEqual([]);
    expect(retries).toEqual([]);
  });

  it('works without optional handlers', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser({ onEvent: (e) => events.push(e) });
    parser.push(': c\nretry: 5\ndata: x\n\n');
    expect(events).toEqual([{ type: 'message', id: '', data: 'x' }]);
  });
});
