/**
 * Field rules shared by the console's forms and the server's input checks. Messages are i18n
 * keys (core/i18n/messages/<locale>/validation.ts), turned into text by localizeIssues.
 */
import { z } from 'zod';
import { BUSINESS_NO_PATTERN, type BusinessNoKind } from '../numbers/index.ts';
import { parseYuan } from '../money/parse-yuan.ts';
import { amountFenProblem } from '../money/bounds.ts';
import { isValidBankCard, isValidCreditCode, isValidIdNo } from './checksums.ts';
import { countWords } from './words.ts';

/** Empty query-string values ('') mean "not given". */
export const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A trimmed, non-empty string; `key` is the message when it is missing or blank. */
export function requiredText(key = 'validation.required', max?: number) {
  const text = z.string({ error: key }).trim().min(1, key);
  return max === undefined ? text : text.max(max, 'validation.tooLong');
}

/** An optional trimmed string of at most `max` characters ('' allowed). */
export function optionalText(max: number) {
  return z
    .string({ error: 'validation.invalidType' })
    .trim()
    .max(max, 'validation.tooLong')
    .optional();
}

/** Text of at most `max` words (CJK characters count one each; see countWords). */
export function maxWords(max: number, required = false, requiredKey = 'validation.required') {
  const base = required ? requiredText(requiredKey) : z.string({ error: 'validation.invalidType' });
  return base.refine((text) => countWords(text) <= max, {
    error: 'validation.maxWords',
    params: { max },
  });
}

/** Seed §5 password hint: at least six characters, no spaces, both upper and lower case. */
export const passwordSchema = z
  .string({ error: 'validation.password.policy' })
  .min(6, 'validation.password.policy')
  .max(128, 'validation.tooLong')
  .regex(/^\S+$/, 'validation.password.policy')
  .regex(/\p{Lu}/u, 'validation.password.policy')
  .regex(/\p{Ll}/u, 'validation.password.policy');

export const usernameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^[a-zA-Z0-9_]{3,32}$/, 'validation.username.pattern');

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailSchema(requiredKey = 'validation.required') {
  return requiredText(requiredKey, 254).regex(EMAIL, 'validation.email.invalid');
}

/** Mainland mobile number: 11 digits starting 13–19. */
export const mobileSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^1[3-9]\d{9}$/, 'validation.mobile.invalid');

/** Unified social credit code (GB 32100-2015); lower case is accepted and upper-cased. */
export const creditCodeSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .refine(isValidCreditCode, 'validation.creditCode.invalid');

/** Bank card: 12–19 digits with a Luhn check digit; spaces between groups are dropped. */
export const bankCardSchema = z
  .string({ error: 'validation.required' })
  .transform((s) => s.replace(/\s+/g, ''))
  .refine(isValidBankCard, 'validation.bankCard.invalid');

/** A settlement bank account (corporate accounts carry no Luhn digit): 8–32 digits. */
export const bankAccountSchema = z
  .string({ error: 'validation.required' })
  .transform((s) => s.replace(/\s+/g, ''))
  .refine((s) => /^\d{8,32}$/.test(s), 'validation.bankCard.invalid');

/** 18-character PRC resident ID number; a lower-case x is accepted. */
export const idNoSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .refine(isValidIdNo, 'validation.idNo.invalid');

/** Money in integer fen, 0 … MAX_AMOUNT_FEN (10¹³): amountFenProblem is the one rule. */
export const fenSchema = z.number({ error: 'validation.money.fen' }).superRefine((value, ctx) => {
  const problem = amountFenProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
});

/** Money in integer fen, 1 … MAX_AMOUNT_FEN. */
export const positiveFenSchema = fenSchema.refine((v) => v > 0, 'validation.money.positive');

/** Basis points 0..10000 (10000 = 100%). */
export const bpSchema = z
  .number({ error: 'validation.bp.invalid' })
  .int('validation.bp.invalid')
  .min(0, 'validation.bp.invalid')
  .max(10000, 'validation.bp.invalid');

/** A yuan amount typed by a person ('1,234.56') → integer fen, via parseYuan. */
export const yuanStringSchema = z
  .string({ error: 'validation.required' })
  .transform((text, ctx) => {
    try {
      return parseYuan(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'validation.money.invalid', input: text });
      return z.NEVER;
    }
  });

/** Numeric strings (query strings, form inputs) to numbers; '' to undefined; the rest as is. */
export const toNumberInput = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : Number(value);
};

/** A number typed as text or sent as JSON: 'required' when missing, 'invalid type' otherwise. */
export function numberInput() {
  return z.number({
    error: (issue) =>
      issue.input === undefined ? 'validation.required' : 'validation.invalidType',
  });
}

/** The largest value of a PostgreSQL `integer` (`serial` ids, versions): 2^31 − 1. */
export const MAX_INT4 = 2_147_483_647;

/** A record id (path, query or body), within the range of its `serial` column. */
export const idSchema = z.preprocess(
  toNumberInput,
  numberInput()
    .int('validation.integer')
    .positive('validation.invalid')
    .max(MAX_INT4, 'validation.invalid'),
);

/** The version a client read, sent back on every write to a versioned record. */
export const versionSchema = z
  .number({ error: 'validation.version.required' })
  .int('validation.version.required')
  .min(0, 'validation.version.required')
  .max(MAX_INT4, 'validation.version.required');

function isRealDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date 'YYYY-MM-DD'. */
export const dateStringSchema = z
  .string({ error: 'validation.date.invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date.invalid')
  .refine(isRealDate, 'validation.date.invalid');

/** An ISO-8601 date-time with offset (e.g. '2026-01-02T03:04:05Z'). */
export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: 'validation.datetime.invalid',
});

/** A boolean from a query string ('true'/'false', '1'/'0'). */
export const queryBooleanSchema = z.stringbool({ error: 'validation.invalid' });

/** A whole business number of one kind (BZJ…, M…, ST… with 14 digits), as in a path. */
export const businessNoSchema = (kind: BusinessNoKind) =>
  z.string().regex(BUSINESS_NO_PATTERN[kind], 'validation.invalid');
