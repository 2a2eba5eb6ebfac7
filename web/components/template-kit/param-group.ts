/** The video/audio parameter fields (group form, basic profile): dotted path, kind, range. */
import { BIT_RATE, FRAME_RATE } from '#core/validate';
import type { ParamGroup } from '#core/api';

type FieldKind =
  | { kind: 'select'; options: readonly string[] }
  | { kind: 'number'; range: { min: number; max: number }; unit: 'fps' | 'kbps' };

export interface GroupField {
  path: string;
  label: string;
  spec: FieldKind;
}

const MODES = ['custom', 'auto'] as const;
const RESOLUTIONS = ['720*1280', '1080*1920', '540*960', '360*640'] as const;
const CHANNELS = ['1', '2', '4', '8'] as const;
const fps: FieldKind = { kind: 'number', range: FRAME_RATE, unit: 'fps' };
const kbps: FieldKind = { kind: 'number', range: BIT_RATE, unit: 'kbps' };

export const VIDEO_FIELDS: GroupField[] = [
  { path: 'video.mode', label: 'mode', spec: { kind: 'select', options: MODES } },
  {
    path: 'video.acquisition.resolution',
    label: 'acquisitionResolution',
    spec: { kind: 'select', options: RESOLUTIONS },
  },
  { path: 'video.acquisition.frameRate', label: 'acquisitionFrameRate', spec: fps },
  {
    path: 'video.encoding.resolution',
    label: 'encodingResolution',
    spec: { kind: 'select', options: RESOLUTIONS },
  },
  { path: 'video.encoding.rate.min', label: 'encodingRateMin', spec: kbps },
  { path: 'video.encoding.rate.max', label: 'encodingRateMax', spec: kbps },
  { path: 'video.encoding.rate.default', label: 'encodingRateDefault', spec: kbps },
  { path: 'video.encoding.frameRate', label: 'encodingFrameRate', spec: fps },
  { path: 'video.encoding.profile', label: 'encodingProfile', spec: kbps },
];

export const AUDIO_FIELDS: GroupField[] = [
  { path: 'audio.mode', label: 'mode', spec: { kind: 'select', options: MODES } },
  {
    path: 'audio.acquisition.channels',
    label: 'acquisitionChannels',
    spec: { kind: 'select', options: CHANNELS },
  },
  { path: 'audio.encoding.rate', label: 'encodingRate', spec: kbps },
  { path: 'audio.encoding.channels', label: 'encodingChannels', spec: kbps },
  { path: 'audio.encoding.profile', label: 'encodingProfile', spec: fps },
];

/** The form's values: the parameter group with numbers kept as typed text until checked. */
export type GroupValues = Record<string, unknown>;

export function getPath(obj: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      obj,
    );
}

/** A copy of `obj` with `path` set to `value` (the objects along the path are copied). */
export function setPath<T>(obj: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const record = (obj ?? {}) as Record<string, unknown>;
  return {
    ...record,
    [head]: rest.length ? setPath(record[head], rest.join('.'), value) : value,
  } as T;
}

/** The form's starting values: the parameters now in force (the basic profile's current). */
export function initialValues(current: Pick<ParamGroup, 'video' | 'audio'>): GroupValues {
  const values: GroupValues = { video: current.video, audio: current.audio, explanation: '' };
  return [...VIDEO_FIELDS, ...AUDIO_FIELDS].reduce(
    (v, f) => setPath(v, f.path, String(getPath(v, f.path) ?? '')),
    values,
  );
}
