import * as boot from '../../parts/en-US-boot.ts';
import * as rest from '../../parts/en-US-rest.ts';
import { mergeAreas } from '../../parts/merge.ts';
import { cli } from './cli.ts';
import { cliAuth } from './cli-auth.ts';
import { cliNetwork } from './cli-network.ts';

/**
 * Every en-US UI message (flat key → ICU message): the console's two parts (core/i18n/parts, where
 * a new area is listed) and the CLI's areas.
 */
export const enUS = {
  ...mergeAreas(boot),
  ...mergeAreas(rest),
  ...cli,
  ...cliAuth,
  ...cliNetwork,
};

export type MessageKey = keyof typeof enUS;
