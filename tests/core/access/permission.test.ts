import { describe, expect, it } from 'vitest';
import { hasPermission } from '#core/access';

describe('hasPermission (the permission directive of seed §6)', () => {
  it.each([
    ['empty list means no restriction', [], 'user', true],
    ['role in the list', ['admin', 'user'], 'user', true],
    ['role not in the list', ['admin'], 'user', false],
    ['no role yet', ['admin'], '', false],
  ])('%s', (_label, value, role, expected) => {
    expect(hasPermission(value, role)).toBe(expected);
  });

  it.each([['admin'], [undefined], [null], [{ 0: 'admin' }]])(
    'throws the template error for %j',
    (value) => {
      expect(() => hasPermission(value, 'admin')).toThrow(
        `need roles! Like v-permission="['admin','user']"`,
      );
    },
  );
});
