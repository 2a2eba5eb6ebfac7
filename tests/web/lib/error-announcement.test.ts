import { describe, expect, it } from 'vitest';
import { MenuLoadError } from '#core/api';
import { AppError, Code } from '#core/errors';
import { createI18n } from '#core/i18n';
import { transportError } from '../../../core/api/decode.ts';
import { errorMessage } from '../../../web/lib/error-message.ts';
import { claimError, createRequestErrorAnnouncer } from '../../../web/lib/request-errors.ts';

describe('timeout messages', () => {
  const timeout = transportError(new Error('aborted'), { aborted: false, timedOutAfterMs: 30000 });

  it.each([
    ['en-US', 'timeout of 30000 ms exceeded'],
    ['zh-CN', '请求超时（30000 毫秒）'],
  ] as const)('say the real figure in %s', (locale, text) => {
    const { t } = createI18n(locale);
    expect(errorMessage(timeout, t)).toBe(text);
  });

  it('read the figure from the message when the error carries no data', () => {
    const { t } = createI18n('en-US');
    const bare = new AppError(Code.Timeout, { message: 'timeout of 1500 ms exceeded' });
    expect(errorMessage(bare, t)).toBe('timeout of 1500 ms exceeded');
  });
});

describe('claiming a wrapped failure', () => {
  it('silences the inner error the client announced (one menu toast, not two)', () => {
    const shown: AppError[] = [];
    const queue: (() => void)[] = [];
    const announce = createRequestErrorAnnouncer(
      (e) => shown.push(e),
      (run) => queue.push(run),
    );
    const inner = new AppError(Code.NetworkError, { message: 'Network Error' });
    announce(inner);
    claimError(new MenuLoadError(inner.code, { message: inner.message, cause: inner }));
    queue.splice(0).forEach((run) => run());
    expect(shown).toEqual([]);
  });
});
