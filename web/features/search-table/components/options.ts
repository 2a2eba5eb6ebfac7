import { CONTENT_STATUSES, CONTENT_TYPES, FILTER_TYPES } from '#core/validate';

type T = (key: string) => string;

export const contentTypeOptions = (t: T) =>
  CONTENT_TYPES.map((v) => ({ value: v, label: t(`template.contentSet.type.${v}`) }));
export const filterTypeOptions = (t: T) =>
  FILTER_TYPES.map((v) => ({ value: v, label: t(`template.contentSet.filter.${v}`) }));
export const statusOptions = (t: T) =>
  CONTENT_STATUSES.map((v) => ({ value: v, label: t(`template.contentSet.status.${v}`) }));
