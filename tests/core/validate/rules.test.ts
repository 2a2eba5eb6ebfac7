import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bankAccountSchema,
  bpSchema,
  dateStringSchema,
  emailSchema,
  fenSchema,
  idSchema,
  isoDateTimeSchema,
  localizeIssues,
  mobileSchema,
  passwordSchema,
  positiveFenSchema,
  queryBooleanSchema,
  usernameSchema,
  versionSchema,
  yuanStringSchema,
} from '#core/validate';

/** The en-US message of the first issue, or 'ok'. */
function check(schema: z.ZodType, input: unknown): string {
  const r = schema.safeParse(input);
  return r.success ? 'ok' : localizeIssues(r.error, 'en-US')._;
}

const POLICY = 'At least 6 characters, no spaces, with both upper and lower case letters';

describe('field rules', () => {
  it.each([
    [passwordSchema, 'Abcdef', 'ok'],
    [passwordSchema, 'Ab1', POLICY],
    [passwordSchema, 'abcdef', POLICY],
    [passwordSchema, 'ABCDEF', POLICY],
    [passwordSchema, 'Abc def', POLICY],
    [passwordSchema, undefined, POLICY],
    [usernameSchema, 'ops_01', 'ok'],
    [usernameSchema, 'ab', '3–32 letters, digits or underscores'],
    [usernameSchema, 'a-b-c', '3–32 letters, digits or underscores'],
    [mobileSchema, '13800138000', 'ok'],
    [mobileSchema, '12800138000', 'Invalid mainland mobile number'],
    [mobileSchema, '1380013800', 'Invalid mainland mobile number'],
    [mobileSchema, undefined, 'This field is required'],
    [emailSchema(), 'ops@example.com', 'ok'],
    [emailSchema(), 'ops@example', 'Please enter a valid email address'],
    [emailSchema(), '', 'This field is required'],
    [fenSchema, 0, 'ok'],
    [fenSchema, 12.5, 'The amount must be a whole number of fen, not negative'],
    [fenSchema, -1, 'The amount must be a whole number of fen, not negative'],
    [fenSchema, Number.MAX_SAFE_INTEGER + 1, 'The amount can be at most 100,000,000,000.00 yuan'],
    [fenSchema, 10_000_000_000_000, 'ok'],
    [fenSchema, 10_000_000_000_001, 'The amount can be at most 100,000,000,000.00 yuan'],
    [fenSchema, '100', 'The amount must be a whole number of fen, not negative'],
    [positiveFenSchema, 1, 'ok'],
    [positiveFenSchema, 0, 'The amount must be greater than 0'],
    [bpSchema, 10000, 'ok'],
    [bpSchema, 0, 'ok'],
    [bpSchema, 10001, 'The share must be between 0% and 100%'],
    [bpSchema, 12.5, 'The share must be between 0% and 100%'],
    [yuanStringSchema, '1.234', 'Enter an amount in yuan with at most two decimals'],
    [bankAccountSchema, '6222 0000 1111', 'ok'],
    [bankAccountSchema, '1234', 'Invalid bank card number'],
    [idSchema, '12', 'ok'],
    [idSchema, 0, 'Invalid value'],
    [idSchema, 1.5, 'Must be a whole number'],
    [idSchema, 'abc', 'Invalid value type'],
    [idSchema, undefined, 'This field is required'],
    [versionSchema, 0, 'ok'],
    [versionSchema, -1, 'The record version is missing; reload and try again'],
    [dateStringSchema, '2024-02-29', 'ok'],
    [dateStringSchema, '2023-02-29', 'Use the date format YYYY-MM-DD'],
    [dateStringSchema, '2024-2-1', 'Use the date format YYYY-MM-DD'],
    [isoDateTimeSchema, '2026-01-02T03:04:05Z', 'ok'],
    [isoDateTimeSchema, '2026-01-02', 'Use an ISO date and time'],
    [queryBooleanSchema, 'maybe', 'Invalid value'],
  ] as const)('checks %#: %j → %s', (schema, input, expected) => {
    expect(check(schema, input)).toBe(expected);
  });

  it('parses yuan strings to fen', () => {
    expect(yuanStringSchema.parse('1,234.56')).toBe(123456);
    expect(queryBooleanSchema.parse('true')).toBe(true);
    expect(queryBooleanSchema.parse('0')).toBe(false);
  });
});
