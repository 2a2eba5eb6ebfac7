import { describe, expect, it } from 'vitest';
import { AppError, Code } from '#core/errors';
import { errorMessage } from '../../../web/lib/error-message.ts';

const t = (key: string) =>
  key === 'request.error' ? '请求错误' : key === `error.${Code.NetworkError}` ? '网络错误' : key;

describe('errorMessage', () => {
  it('shows the server message for server codes', () => {
    expect(errorMessage(new AppError(Code.NotFound, { message: '记录不存在' }), t)).toBe(
      '记录不存在',
    );
  });
  it('translates client transport failures', () => {
    expect(errorMessage(new AppError(Code.NetworkError, { message: 'Network Error' }), t)).toBe(
      '网络错误',
    );
  });
  it("falls back to 'Request Error' for anything else", () => {
    expect(errorMessage(new Error('boom'), t)).toBe('请求错误');
  });
});
