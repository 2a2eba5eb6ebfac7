/** The step form's values per step, their blanks, and the saved record's field list. */
import type { ChannelForm } from '#core/api';

export type BaseInfo = Pick<ChannelForm, 'activityName' | 'promotionTime' | 'promoteLink'> & {
  channelType: ChannelForm['channelType'] | '';
};

export type ChannelInfo = Pick<
  ChannelForm,
  'advertisingSource' | 'advertisingMedia' | 'keyword' | 'pushNotify' | 'advertisingContent'
>;

export const BLANK_BASE: BaseInfo = {
  activityName: '',
  channelType: '',
  promotionTime: ['', ''],
  promoteLink: '',
};

export const BLANK_CHANNEL: ChannelInfo = {
  advertisingSource: '',
  advertisingMedia: '',
  keyword: [],
  pushNotify: true,
  advertisingContent: '',
};

/** Fields of step 1; a server refusal on one of them sends the user back there. */
export const BASE_FIELDS = ['activityName', 'channelType', 'promotionTime', 'promoteLink'];

/** Keywords as typed: separated by commas (either width) or semicolons. */
export function parseKeywords(text: string): string[] {
  return text
    .split(/[,，;；]/)
    .map((k) => k.trim())
    .filter(Boolean);
}
