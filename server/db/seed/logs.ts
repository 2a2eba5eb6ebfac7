import type { Random } from '../../domain/prng.ts';
import type { LogSeed, SeedPeople } from './people.ts';

const DAY = 86_400_000;

/** Sign-ins, sign-outs and SMS sends of the demo users over the last weeks. */
export function seedActivityLogs(
  r: Random,
  count: number,
  people: SeedPeople,
  now: Date,
): LogSeed[] {
  const users = [people.operator, ...people.admins];
  return Array.from({ length: count }, () => {
    const user = r.pick(users);
    const roll = r.next();
    const [module, action, result] =
      roll < 0.35
        ? ['auth', 'sms.send', 'success']
        : roll < 0.75
          ? ['auth', 'login', 'success']
          : roll < 0.85
            ? ['auth', 'login', 'failure']
            : ['auth', 'logout', 'success'];
    return {
      at: new Date(now.getTime() - r.int(0, 60) * DAY - r.int(0, DAY - 1)).toISOString(),
      user_id: user.id,
      username: user.username,
      ip: `10.0.${r.int(0, 9)}.${r.int(2, 254)}`,
      module,
      action,
      target: user.username,
      result: result as 'success' | 'failure',
      detail: result === 'failure' ? { reason: 'wrong password' } : null,
      request_id: '',
    };
  });
}
