export * from './locale.ts';
export * from './intl.ts';
export * from './catalogue-messages.ts';
export { enUS, type MessageKey } from './messages/en-US/index.ts';
export { zhCN } from './messages/zh-CN/index.ts';
