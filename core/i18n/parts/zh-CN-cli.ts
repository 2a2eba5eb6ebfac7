/**
 * The zh-CN messages of the `qy` CLI's areas (its help, auth and network texts): the console never
 * loads this part. Its areas are merged by MESSAGE_PARTS (./index.ts).
 */
export { cli } from '../messages/zh-CN/cli.ts';
export { cliAuth } from '../messages/zh-CN/cli-auth.ts';
export { cliNetwork } from '../messages/zh-CN/cli-network.ts';
