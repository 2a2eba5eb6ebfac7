import type { cliNetwork as en } from '../en-US/cli-network.ts';

/** qy 无法连接服务器的原因（zh-CN）。 */
export const cliNetwork: Record<keyof typeof en, string> = {
  'cli.network.refused': '{host} 拒绝连接',
  'cli.network.dns': '找不到主机 {host}（DNS）',
  'cli.network.tls':
    '与 {host} 的 TLS 握手失败；它是否是 http:// 服务器？（请把 https:// 改为 http://）',
  'cli.network.certificate': '{host} 的 TLS 证书不受信任（{code}）',
  'cli.network.reset': '与 {host} 的连接被重置',
  'cli.network.timeout': '连接 {host} 超时',
  'cli.network.proxy': '无法连接代理 {proxy}（{code}）',
  'cli.network.other': '与 {host} 通信出错：{code}',
};
