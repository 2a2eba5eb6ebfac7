import type { errors as en } from '../en-US/errors.ts';

/** Seed §8 texts outside the code catalogue (zh-CN, Arco Design Pro wording). */
export const errors: Record<keyof typeof en, string> = {
  'login.form.login.errMsg': '登录出错，请刷新重试',
  'login.form.login.success': '欢迎使用',

  'session.expired.title': '确认退出',
  'session.expired.content': '登录信息已失效，请重新登录',
  'session.expired.okText': '重新登录',

  'request.error': '请求错误',

  'exception.result.403.description': '对不起，您没有访问该资源的权限',
  'exception.result.403.back': '返回',
  'exception.result.404.description': '抱歉，页面不见了～',
  'exception.result.404.retry': '重试',
  'exception.result.404.back': '返回',
  'exception.result.500.description': '抱歉，服务器出了点问题～',
  'exception.result.500.back': '返回',

  'error.result.title': '提交失败',
  'error.result.subTitle': '表单提交失败，请重试。',
  'error.result.goBack': '回到首页',
  'error.result.retry': '返回修改',
  'error.detailTitle': '错误详情',
  'error.detailLine.record': '当前域名未备案，备案流程请查看：',
  'error.detailLine.record.link': '备案流程',
  'error.detailLine.auth': '你的用户组不具有进行此操作的权限；',
};
