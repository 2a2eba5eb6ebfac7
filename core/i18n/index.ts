export * from './locale.ts';
export * from './intl.ts';
export * from './translator.ts';
export * from './catalogue-messages.ts';
export { enUS, type MessageKey } from './messages/en-US/index.ts';
export { zhCN } from './messages/zh-CN/index.ts';
// The CLI's area alone: `qy --help` must not load every console message (bench/cli).
export { cli as cliMessagesEnUS } from './messages/en-US/cli.ts';
export { cli as cliMessagesZhCN } from './messages/zh-CN/cli.ts';
export { cliAuth as cliAuthMessagesEnUS } from './messages/en-US/cli-auth.ts';
export { cliAuth as cliAuthMessagesZhCN } from './messages/zh-CN/cli-auth.ts';
export * from './format-message.ts';
export { cliNetwork as cliNetworkMessagesEnUS } from './messages/en-US/cli-network.ts';
export { cliNetwork as cliNetworkMessagesZhCN } from './messages/zh-CN/cli-network.ts';
export { cliOps as cliOpsMessagesEnUS } from './messages/en-US/cli-ops.ts';
export { cliOps as cliOpsMessagesZhCN } from './messages/zh-CN/cli-ops.ts';
export { MESSAGE_PARTS } from './parts/index.ts';
export * from './system-text.ts';
