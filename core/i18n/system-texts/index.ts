// qy's entry to the areas a stored system text code can name (#core/i18n/system-texts): the
// settlement and demo-value messages alone, reached only by the verbs that print them, so that
// `qy --help` does not load them (bench/cli). The console reads them from its loaded parts.
export { settlements as settlementsMessagesEnUS } from '../messages/en-US/settlements.ts';
export { settlements as settlementsMessagesZhCN } from '../messages/zh-CN/settlements.ts';
export { templateDemo as templateDemoMessagesEnUS } from '../messages/en-US/template-demo.ts';
export { templateDemo as templateDemoMessagesZhCN } from '../messages/zh-CN/template-demo.ts';
