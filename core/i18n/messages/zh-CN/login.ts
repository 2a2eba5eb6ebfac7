import type { login as en } from '../en-US/login.ts';

/** The login screen, including the template's banner slogans (zh-CN). */
export const login: Record<keyof typeof en, string> = {
  'login.form.title': '登录 QY SLA 管理后台',
  'login.form.userName.placeholder': '用户名',
  'login.form.password.placeholder': '密码',
  'login.form.code.placeholder': '短信验证码',
  'login.form.sendCode': '获取验证码',
  'login.form.resendIn': '{seconds} 秒后重新获取',
  'login.form.codeSent': '验证码已发送至 {phone}',
  'login.form.rememberPassword': '记住密码',
  'login.form.forgetPassword': '忘记密码',
  'login.form.login': '登录',
  'login.form.register': '注册账号',
  'login.banner.slogan1': '开箱即用的高质量模板',
  'login.banner.subSlogan1': '丰富的页面模板，覆盖大多数典型业务场景',
  'login.banner.slogan2': '内置了常见问题的解决方案',
  'login.banner.subSlogan2': '国际化，路由配置，状态管理应有尽有',
  'login.banner.slogan3': '接入可视化增强工具AUX',
  'login.banner.subSlogan3': '实现灵活的区块式开发',
};
