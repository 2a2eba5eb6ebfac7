import { describe, expect, it } from 'vitest';
import { cliCommandLine } from '../../../web/components/data/cli-command-line.ts';
import { csvFileName } from '../../../web/components/data/export-button.tsx';
import { refusalHintKey, isStale } from '../../../web/components/data/review/explain-refusal.ts';
import { Code } from '#core/errors';

describe('CSV file names', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it.each([
    [`attachment; filename*=UTF-8''%E7%BB%93%E7%AE%97.csv`, '结算.csv'],
    ['attachment; filename="settlements-2026.csv"', 'settlements-2026.csv'],
    ['attachment; filename=deposits.csv', 'deposits.csv'],
    [null, 'deposit-accounts-2026-11-21.csv'],
    ['inline', 'deposit-accounts-2026-11-21.csv'],
  ])('%j → %s', (disposition, name) => {
    expect(csvFileName(disposition, 'deposit-accounts', now)).toBe(name);
  });
});

describe('qy command line of a list', () => {
  const flags = { status: 'status', institutionId: 'institution', sort: 'sort' };

  it('maps the console filters to the CLI flags', () => {
    expect(
      cliCommandLine('deposits', { page: 2, pageSize: 20, status: 'pending_review' }, flags),
    ).toBe('qy deposits list --status pending_review');
    expect(
      cliCommandLine(
        'deposits',
        { status: 'active', institutionId: 12, sort: '-paidFen', q: 'x' },
        flags,
      ),
    ).toBe('qy deposits list --status active --institution 12 --sort -paidFen');
    expect(cliCommandLine('deposits', {}, flags)).toBe('qy deposits list');
  });

  it('quotes values a shell would split or expand', () => {
    expect(cliCommandLine('settlements', { status: "it's $HOME" }, { status: 'status' })).toBe(
      `qy settlements list --status 'it'\\''s $HOME'`,
    );
  });
});

describe('decision refusals', () => {
  it('explains maker-checker, conflicts and role refusals, and nothing else', () => {
    expect(refusalHintKey(Code.MakerChecker)).toBe('review.hint.makerChecker');
    expect(refusalHintKey(Code.VersionConflict)).toBe('review.hint.conflict');
    expect(refusalHintKey(Code.AlreadyDecided)).toBe('review.hint.alreadyDecided');
    expect(refusalHintKey(Code.Forbidden)).toBe('review.hint.forbidden');
    expect(refusalHintKey(Code.RefundExceedsAvailable)).toBeNull();
    expect(refusalHintKey(null)).toBeNull();
  });

  it('reloads the list only when someone else changed the record', () => {
    expect(isStale(Code.VersionConflict)).toBe(true);
    expect(isStale(Code.AlreadyDecided)).toBe(true);
    expect(isStale(Code.MakerChecker)).toBe(false);
  });
});
