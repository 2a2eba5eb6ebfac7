/**
 * The server's template documents name categories and series in Chinese (the seed data); the
 * charts show them in the reader's locale through these term ids, and any other name as it is.
 */
export const TERMS: Record<string, string> = {
  纯文本: 'text',
  图文类: 'imageText',
  视频类: 'video',
  访问总人数: 'visitors',
  内容发布量: 'published',
  评论总量: 'comments',
  分享总量: 'shares',
  今日转赞评统计: 'todayEngagement',
  今日内容发布: 'todayPublished',
  今日评论: 'todayComments',
  今日分享: 'todayShares',
  点赞量: 'likes',
  评论量: 'commentCount',
  分享量: 'shareCount',
  国际: 'international',
  娱乐: 'entertainment',
  体育: 'sports',
  财经: 'finance',
  科技: 'technology',
  其他: 'other',
};

export function termText(name: string, t: (key: string, v?: Record<string, string>) => string) {
  const id = TERMS[name];
  if (id) return t(`chart.term.${id}`);
  const user = /^用户(\d+)$/.exec(name);
  if (user) return t('chart.term.user', { n: user[1] });
  return name;
}
