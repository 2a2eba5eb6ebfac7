import type { kit as en } from '../en-US/kit.ts';

/** The console's UI kit: guards, confirmations and list keyboard hints (zh-CN). */
export const kit: Record<keyof typeof en, string> = {
  'kit.discard.title': '放弃已填写的内容？',
  'kit.discard.body': '关闭后，此表单中已填写的内容将丢失。',
  'kit.discard.ok': '放弃',
  'kit.discard.keep': '继续编辑',
  'kit.confirm.title': '确定{action}「{subject}」？',
  'kit.nav.notPermitted': '你的角色（{role}）无权打开{page}',
  'kit.picker.choose': '请选择',
  'kit.confirm.irreversible': '此操作无法直接撤销。',
};
