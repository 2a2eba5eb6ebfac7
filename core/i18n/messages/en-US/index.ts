import * as boot from '../../parts/en-US-boot.ts';
import * as rest from '../../parts/en-US-rest.ts';
import { mergeAreas } from '../../parts/merge.ts';
import * as cli from '../../parts/en-US-cli.ts';

/**
 * Every en-US UI message (flat key → ICU message): the console's two parts (core/i18n/parts, where
 * a new area is listed) and the CLI's areas.
 */
export const enUS = {
  ...mergeAreas(boot),
  ...mergeAreas(rest),
  ...mergeAreas(cli),
};

export type MessageKey = keyof typeof enUS;
