import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { AppError, Code, catalogue } from '#core/errors';
import { CancelledError, UsageError } from '../../cli/errors.ts';
import { errorLine, exitCodeFor, ExitCode } from '../../cli/exit.ts';
import { createTranslate } from '../../cli/text.ts';

describe('exitCodeFor', () => {
  it.each([
    [new UsageError('bad'), ExitCode.Usage],
    [new CommanderError(1, 'commander.unknownOption', 'x'), ExitCode.Usage],
    [new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'), ExitCode.Ok],
    [new CommanderError(0, 'commander.version', '1.0.0'), ExitCode.Ok],
    [new AppError(Code.NotSignedIn), ExitCode.Auth],
    [new AppError(Code.InvalidToken), ExitCode.Auth],
    [new AppError(Code.SessionExpired), ExitCode.Auth],
    [new AppError(Code.SessionRevoked), ExitCode.Auth],
    [new AppError(Code.AccountDisabled), ExitCode.Auth],
    [new AppError(Code.NotFound), ExitCode.NotFound],
    [new AppError(Code.Internal), ExitCode.Server],
    [new AppError(Code.Unavailable), ExitCode.Server],
    [new AppError(Code.NetworkError), ExitCode.Server],
    [new AppError(Code.HttpStatus, { status: 502 }), ExitCode.Server],
    [new AppError(Code.Forbidden), ExitCode.Error],
    [new AppError(Code.WrongPassword), ExitCode.Error],
    [new AppError(Code.ValidationFailed), ExitCode.Error],
    [new CancelledError(), ExitCode.Interrupted],
    [new Error('boom'), ExitCode.Error],
  ])('maps %o to %i', (error, code) => {
    expect(exitCodeFor(error)).toBe(code);
  });

  it('maps every catalogue code to a documented exit code', () => {
    for (const entry of Object.values(catalogue)) {
      expect([0, 1, 2, 3, 4, 5]).toContain(exitCodeFor(new AppError(entry.code)));
    }
  });
});

describe('errorLine', () => {
  const ctx = (locale: 'en-US' | 'zh-CN') => ({
    locale,
    t: createTranslate(locale),
    server: 'http://s',
  });

  it('prints one line with the per-field messages of a validation failure', () => {
    const error = new AppError(Code.ValidationFailed, { fields: { to: 'bad date' } });
    expect(errorLine(error, ctx('en-US'))).toBe('qy: Validation failed (to: bad date)');
  });

  it('keeps a multi-line server message on one line', () => {
    const error = new Error('line one\nline two');
    expect(errorLine(error, ctx('en-US'))).toBe('qy: unexpected error: line one line two');
  });

  it('says cancelled in Chinese', () => {
    expect(errorLine(new CancelledError(), ctx('zh-CN'))).toBe('qy: 已取消');
  });
});
