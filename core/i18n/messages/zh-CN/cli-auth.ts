import type { cliAuth as en } from '../en-US/cli-auth.ts';

/** `qy auth …`、按服务器保存的凭证与服务器地址的提示（zh-CN）。 */
export const cliAuth: Record<keyof typeof en, string> = {
  'cli.auth.description': '按服务器保存的凭证与 API 令牌',
  'cli.auth.status.description': '列出 qy 保存了凭证的服务器及其用户',
  'cli.auth.status.none': '尚未登录任何服务器；请运行：qy login',
  'cli.auth.status.default': '默认',
  'cli.auth.status.envToken': '已设置 QY_TOKEN：访问 {server} 时用它代替保存的凭证',
  'cli.auth.switch.description': '按上下文名称或地址，把另一个已登录的服务器设为默认',
  'cli.auth.switch.argument': '上下文名称或服务器地址（见 qy auth status）',
  'cli.auth.switch.unknown':
    '没有 {server} 的凭证；请先登录：qy login --server {server}（已保存的上下文：{names}）',
  'cli.auth.switch.unknownName':
    '没有名为“{name}”的上下文；已保存的上下文：{names}（登录时命名：qy login --server URL --context NAME）',
  'cli.auth.switch.done': '默认服务器已改为 {server}（{username}），上下文 {name}',
  'cli.auth.context.none': '无',
  'cli.auth.context.option':
    '为保存的凭证命名（默认：服务器的主机名与端口），供 qy auth switch NAME 使用',
  'cli.auth.context.bad':
    '上下文名称“{name}”无效：以字母或数字开头，其后为字母、数字、“.”、“_”、“-”或“:”，最多 64 个字符',
  'cli.auth.context.taken':
    '上下文名称“{name}”已用于 {server}；请换一个名称，或运行：qy logout --server {server}',
  'cli.field.context': '上下文',
  'cli.auth.token.description': '供脚本使用的 API 令牌：不会因空闲过期，无需短信验证码',
  'cli.auth.token.create.description': '为当前用户创建 API 令牌（只在标准输出打印一次）',
  'cli.auth.token.print.description':
    '打印 qy 将发给服务器的令牌（QY_TOKEN 或保存的凭证），标准输出只有令牌本身',
  'cli.auth.token.list.description': '列出当前用户的 API 令牌及最近使用时间',
  'cli.auth.token.revoke.description': '吊销 API 令牌，此后立即拒绝',
  'cli.auth.token.option.name': '说明令牌用途的名称',
  'cli.auth.token.option.scope': 'read-only（只允许 GET 请求）或 read-write（默认 read-only）',
  'cli.auth.token.option.expires':
    '有效天数：只读 1 到 365，读写 1 到 90（默认 90）；令牌不能永久有效',
  'cli.auth.token.option.passwordStdin':
    '从标准输入读取密码（创建令牌须再次验证密码）；否则在终端询问',
  'cli.auth.token.needPassword':
    '创建令牌须再次输入密码：请在终端运行，或用 --password-stdin 从管道传入密码',
  'cli.auth.token.prompt.password': '密码（用于创建令牌）：',
  'cli.auth.token.argument.id': '令牌编号（见 qy auth token list）',
  'cli.auth.token.created':
    '已创建 API 令牌 {name}（{scope}，{expiry}）。请立即复制：不会再次显示。',
  'cli.auth.token.never': '永不过期',
  'cli.auth.token.expiresAt': '{at} 过期',
  'cli.auth.token.revoked': '已吊销 API 令牌 {id}（{name}）',
  'cli.auth.token.badExpiry':
    '{scope} 令牌的 --expires 须为 1 到 {max} 的整数天数（令牌不能永久有效）',
  'cli.auth.kind.session': '登录会话',
  'cli.auth.kind.api-token': 'API 令牌',
  'cli.field.kind.credential': '凭证',
  'cli.field.expires': '过期时间',
  'cli.field.lastUsed': '最近使用',
  'cli.field.scope': '权限范围',
  'cli.field.hint': '令牌',
  'cli.field.revoked': '吊销时间',
  'cli.usage.serverScheme':
    '{source} 必须以 http:// 或 https:// 开头（收到 "{value}"）；例如 http://{value}',
  'cli.usage.serverPath':
    '{source} 只接受服务器地址，不带路径（收到 "{value}"）：qy 会自动加上 API 路径；请试试 {origin}',
  'cli.logout.serverDown':
    '已删除本地保存的 {server} 凭证，但无法连接服务器：服务器上的会话在过期前仍然有效',
  'cli.users.description': '系统用户（管理员视角）',
  'cli.users.tokens.description': '用户的 API 令牌（仅管理员）',
  'cli.users.tokens.list.description': '列出用户的 API 令牌及最近使用时间（不含密钥）',
  'cli.users.tokens.revoke.description': '吊销用户的一个 API 令牌，此后立即拒绝',
  'cli.users.argument.user': '用户：编号或用户名',
  'cli.users.tokens.argument.tokenId': '令牌编号（见 qy users tokens <用户>）',
  'cli.users.badUser': '<user> 需要用户编号或用户名',
  'cli.users.unknown': '没有用户名为 "{user}" 的用户',
};
