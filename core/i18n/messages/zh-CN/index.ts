import type { enUS } from '../en-US/index.ts';
import * as boot from '../../parts/zh-CN-boot.ts';
import * as rest from '../../parts/zh-CN-rest.ts';
import { mergeAreas } from '../../parts/merge.ts';
import { cli } from './cli.ts';
import { cliAuth } from './cli-auth.ts';
import { cliNetwork } from './cli-network.ts';

/** Every zh-CN UI message; typed by the en-US keys so a missing key is a type error. */
export const zhCN: Record<keyof typeof enUS, string> = {
  ...mergeAreas(boot),
  ...mergeAreas(rest),
  ...cli,
  ...cliAuth,
  ...cliNetwork,
};
