import { describe, expect, it } from 'vitest';
import { answerText, RawJson } from '../../server/http/raw-json.ts';

describe('RawJson in an answer', () => {
  it('is spliced in as it is, wherever it stands, the rest serialised as usual', () => {
    const value = {
      code: 1,
      message: '成功 "quoted"',
      data: { items: new RawJson('[{"id" : 1, "name" : "星辰"}]'), more: [new RawJson('{}'), 2] },
    };
    const text = answerText(value);
    expect(text).toBe(
      '{"code":1,"message":"成功 \\"quoted\\"","data":{"items":[{"id" : 1, "name" : "星辰"}],"more":[{},2]}}',
    );
    expect(JSON.parse(text)).toEqual({
      code: 1,
      message: '成功 "quoted"',
      data: { items: [{ id: 1, name: '星辰' }], more: [{}, 2] },
    });
  });

  it('stands for its value outside an answer (response checks, plain JSON.stringify)', () => {
    const value = { items: new RawJson('[1, 2, 3]') };
    expect(JSON.stringify(value)).toBe('{"items":[1,2,3]}');
    // No answer under way is left collecting: a later plain stringify is unaffected.
    expect(answerText({ a: new RawJson('null') })).toBe('{"a":null}');
    expect(JSON.stringify({ b: new RawJson('"x"') })).toBe('{"b":"x"}');
  });

  it('leaves an answer without one to JSON.stringify, and survives a throwing toJSON', () => {
    expect(answerText({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}');
    const bad = {
      toJSON() {
        throw new Error('boom');
      },
    };
    expect(() => answerText({ raw: new RawJson('1'), bad })).toThrow('boom');
    expect(JSON.stringify({ raw: new RawJson('1') })).toBe('{"raw":1}');
  });
});
