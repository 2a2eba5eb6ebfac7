/**
 * The en-US messages of the `qy` CLI's areas (its help, auth and network texts): the console never
 * loads this part. Its areas are merged by MESSAGE_PARTS (./index.ts).
 */
export { cli } from '../messages/en-US/cli.ts';
export { cliAuth } from '../messages/en-US/cli-auth.ts';
export { cliNetwork } from '../messages/en-US/cli-network.ts';
