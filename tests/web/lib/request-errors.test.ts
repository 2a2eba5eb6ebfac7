import { describe, expect, it } from 'vitest';
import { AppError, Code } from '#core/errors';
import {
  claimError,
  createRequestErrorAnnouncer,
  isClaimed,
} from '../../../web/lib/request-errors.ts';

function harness() {
  const shown: AppError[] = [];
  const queue: (() => void)[] = [];
  const announce = createRequestErrorAnnouncer(
    (error) => shown.push(error),
    (run) => queue.push(run),
  );
  const flush = () => queue.splice(0).forEach((run) => run());
  return { shown, announce, flush };
}

describe('request error announcer (one toast per failure)', () => {
  it('announces an unclaimed failure once, after the caller had its chance', () => {
    const { shown, announce, flush } = harness();
    const error = new AppError(Code.RequestError, { message: 'boom' });
    announce(error);
    expect(shown).toEqual([]);
    flush();
    expect(shown).toEqual([error]);
  });

  it('stays quiet when the caller claims the failure for an inline display', () => {
    const { shown, announce, flush } = harness();
    const error = new AppError(Code.RequestError, { message: 'conflict' });
    announce(error);
    claimError(error);
    flush();
    expect(isClaimed(error)).toBe(true);
    expect(shown).toEqual([]);
  });

  it('leaves validation failures with field details to the form', () => {
    const { shown, announce, flush } = harness();
    const withFields = new AppError(Code.ValidationFailed, { fields: { name: 'required' } });
    const withoutFields = new AppError(Code.ValidationFailed, { message: 'bad query' });
    announce(withFields);
    announce(withoutFields);
    flush();
    expect(shown).toEqual([withoutFields]);
  });

  it('ignores non-objects when claiming', () => {
    claimError(undefined);
    claimError('text');
    expect(isClaimed('text')).toBe(false);
  });
});
