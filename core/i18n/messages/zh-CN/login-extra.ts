import type { loginExtra as en } from '../en-US/login-extra.ts';

/** The login screen's texts beyond the template's (zh-CN). */
export const loginExtra: Record<keyof typeof en, string> = {
  'loginExtra.subtitle': '使用密码和短信验证码登录',
  'loginExtra.username': '用户名',
  'loginExtra.password': '密码',
  'loginExtra.code': '短信验证码',
  'loginExtra.showPassword': '显示密码',
  'loginExtra.hidePassword': '隐藏密码',
  'loginExtra.usernameFirst': '请先输入用户名',
  'loginExtra.rememberHint': '只在本设备记住用户名，密码永远不会被保存。',
  'loginExtra.adminContact': '系统管理员（ops@qy-sla.example，分机 8000）',
  'loginExtra.forgot.body':
    '密码由管理员在“系统设置 → 用户管理”中重置。请携带您的用户名联系{contact}。',
  'loginExtra.register.body':
    '账号由管理员为您的机构开通。请联系{contact}，并提供姓名、所属机构和手机号。',
  'loginExtra.gotIt': '知道了',
  'loginExtra.banner': '产品亮点',
  'loginExtra.slide': '显示第 {n} 条亮点',
  'loginExtra.brand': '结算与保证金业务后台',
};
