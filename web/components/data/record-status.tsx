import { useT } from '../../hooks/app-context.tsx';
import { StatusTag, type Tone } from './status-tag.tsx';

/** The record kinds whose states have labels in the `common` message area (`status.<kind>.<value>`). */
type StatusKind =
  | 'org'
  | 'institution'
  | 'deposit'
  | 'decision'
  | 'merchant'
  | 'binding'
  | 'settlement'
  | 'user'
  | 'log';

const TONE_BY_VALUE: Record<string, Tone> = {
  enabled: 'green',
  active: 'green',
  approved: 'green',
  bound: 'green',
  settled: 'green',
  success: 'green',
  pending: 'orange',
  pending_review: 'orange',
  processing: 'blue',
  frozen: 'purple',
  rejected: 'red',
  failed: 'red',
  failure: 'red',
  locked: 'red',
  disabled: 'gray',
  suspended: 'gray',
  closed: 'gray',
  unbound: 'gray',
};

/** The colour of a state: green done, orange waiting, blue moving, red refused or failed, grey off. */
export function toneOf(value: string): Tone {
  return TONE_BY_VALUE[value] ?? 'gray';
}

export function RecordStatus({ kind, value }: { kind: StatusKind; value: string }) {
  const { t } = useT();
  return <StatusTag tone={toneOf(value)}>{t(`status.${kind}.${value}`)}</StatusTag>;
}
