import type { enUS } from '../en-US/index.ts';
import * as boot from '../../parts/zh-CN-boot.ts';
import * as rest from '../../parts/zh-CN-rest.ts';
import { mergeAreas } from '../../parts/merge.ts';
import * as cli from '../../parts/zh-CN-cli.ts';

/** Every zh-CN UI message; typed by the en-US keys so a missing key is a type error. */
export const zhCN: Record<keyof typeof enUS, string> = {
  ...mergeAreas(boot),
  ...mergeAreas(rest),
  ...mergeAreas(cli),
};
