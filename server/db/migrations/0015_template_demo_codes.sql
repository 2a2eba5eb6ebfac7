-- Issue 26: the template screens' demo values (the card list's titles and descriptions, the
-- monitor's studio, programmes and seeded chat) are stored as codes (sys:<message key>) and shown
-- in the reader's language; rows written before carry their Chinese text, which is exactly the
-- zh-CN message of each code (core/i18n/messages/zh-CN/template-demo.ts). Anything else (a card or
-- a chat message someone wrote) stays as it is.
UPDATE "cards" SET "title" = CASE "title"
  WHEN '视频类-历史导入' THEN 'sys:demo.card.videoHistoryImport.title'
  WHEN '图文类-图片版权' THEN 'sys:demo.card.imageCopyright.title'
  WHEN '图文类-高清图片' THEN 'sys:demo.card.imageHd.title'
  WHEN '视频类-多人互动' THEN 'sys:demo.card.videoMultiUser.title'
  WHEN '视频类-版权审核' THEN 'sys:demo.card.videoCopyright.title'
  WHEN '图文类-内容质检' THEN 'sys:demo.card.imageQuality.title'
  WHEN '漏斗分析' THEN 'sys:demo.card.funnel.title'
  WHEN '用户分布' THEN 'sys:demo.card.userDistribution.title'
  WHEN '资源分发' THEN 'sys:demo.card.resourceDistribution.title'
  WHEN '用户画像分析' THEN 'sys:demo.card.userPortrait.title'
  WHEN '事件分析' THEN 'sys:demo.card.eventAnalysis.title'
  WHEN '内容屏蔽规则' THEN 'sys:demo.card.contentBlocking.title'
  WHEN '内容置顶规则' THEN 'sys:demo.card.contentPinning.title'
  WHEN '内容加权规则' THEN 'sys:demo.card.contentWeighting.title'
  WHEN '内容分发规则' THEN 'sys:demo.card.contentDistribution.title'
  WHEN '多语言文字符号识别' THEN 'sys:demo.card.multilingualSymbols.title'
  ELSE "title" END,
"description" = CASE "description"
  WHEN '内容质检规则：视频类-历史导入' THEN 'sys:demo.card.videoHistoryImport.description'
  WHEN '内容质检规则：图文类-图片版权' THEN 'sys:demo.card.imageCopyright.description'
  WHEN '内容质检规则：图文类-高清图片' THEN 'sys:demo.card.imageHd.description'
  WHEN '内容质检规则：视频类-多人互动' THEN 'sys:demo.card.videoMultiUser.description'
  WHEN '内容质检规则：视频类-版权审核' THEN 'sys:demo.card.videoCopyright.description'
  WHEN '内容质检规则：图文类-内容质检' THEN 'sys:demo.card.imageQuality.description'
  WHEN '漏斗分析服务，帮助运营掌握用户行为' THEN 'sys:demo.card.funnel.description'
  WHEN '用户分布服务，帮助运营掌握用户行为' THEN 'sys:demo.card.userDistribution.description'
  WHEN '资源分发服务，帮助运营掌握用户行为' THEN 'sys:demo.card.resourceDistribution.description'
  WHEN '用户画像分析服务，帮助运营掌握用户行为' THEN 'sys:demo.card.userPortrait.description'
  WHEN '事件分析服务，帮助运营掌握用户行为' THEN 'sys:demo.card.eventAnalysis.description'
  WHEN '规则预置：内容屏蔽规则' THEN 'sys:demo.card.contentBlocking.description'
  WHEN '规则预置：内容置顶规则' THEN 'sys:demo.card.contentPinning.description'
  WHEN '规则预置：内容加权规则' THEN 'sys:demo.card.contentWeighting.description'
  WHEN '规则预置：内容分发规则' THEN 'sys:demo.card.contentDistribution.description'
  WHEN '规则预置：多语言文字符号识别' THEN 'sys:demo.card.multilingualSymbols.description'
  ELSE "description" END
WHERE "title" IN ('视频类-历史导入', '图文类-图片版权', '图文类-高清图片', '视频类-多人互动', '视频类-版权审核', '图文类-内容质检', '漏斗分析', '用户分布', '资源分发', '用户画像分析', '事件分析', '内容屏蔽规则', '内容置顶规则', '内容加权规则', '内容分发规则', '多语言文字符号识别')
   OR "description" IN ('内容质检规则：视频类-历史导入', '内容质检规则：图文类-图片版权', '内容质检规则：图文类-高清图片', '内容质检规则：视频类-多人互动', '内容质检规则：视频类-版权审核', '内容质检规则：图文类-内容质检', '漏斗分析服务，帮助运营掌握用户行为', '用户分布服务，帮助运营掌握用户行为', '资源分发服务，帮助运营掌握用户行为', '用户画像分析服务，帮助运营掌握用户行为', '事件分析服务，帮助运营掌握用户行为', '规则预置：内容屏蔽规则', '规则预置：内容置顶规则', '规则预置：内容加权规则', '规则预置：内容分发规则', '规则预置：多语言文字符号识别');
--> statement-breakpoint
UPDATE "template_documents"
SET "data" = jsonb_set("data", '{studio,name}', to_jsonb('sys:demo.monitor.studioName'::text))
WHERE "key" = 'monitor.studio' AND "data" #>> '{studio,name}' = '启元直播间';
--> statement-breakpoint
UPDATE "template_documents"
SET "data" = jsonb_set("data", '{studio,title}', to_jsonb('sys:demo.monitor.studioTitle'::text))
WHERE "key" = 'monitor.studio' AND "data" #>> '{studio,title}' = '王立群的直播间';
--> statement-breakpoint
UPDATE "template_documents"
SET "data" = jsonb_set("data", '{programs}', (
  SELECT coalesce(jsonb_agg(
    CASE p ->> 'name'
      WHEN '新闻直播间' THEN jsonb_set(p, '{name}', to_jsonb('sys:demo.monitor.program.1'::text))
      WHEN '财经夜读' THEN jsonb_set(p, '{name}', to_jsonb('sys:demo.monitor.program.2'::text))
      WHEN '体育快讯' THEN jsonb_set(p, '{name}', to_jsonb('sys:demo.monitor.program.3'::text))
      WHEN '科技前沿' THEN jsonb_set(p, '{name}', to_jsonb('sys:demo.monitor.program.4'::text))
      WHEN '音乐现场' THEN jsonb_set(p, '{name}', to_jsonb('sys:demo.monitor.program.5'::text))
      WHEN '深夜剧场' THEN jsonb_set(p, '{name}', to_jsonb('sys:demo.monitor.program.6'::text))
      ELSE p END ORDER BY o), '[]'::jsonb)
  FROM jsonb_array_elements("data" -> 'programs') WITH ORDINALITY AS e(p, o)))
WHERE "key" = 'monitor.studio' AND jsonb_typeof("data" -> 'programs') = 'array';
--> statement-breakpoint
-- A seeded chat message: a viewer named 观众<number> saying one of the seed's lines.
UPDATE "template_documents"
SET "data" = jsonb_set("data", '{chat}', (
  SELECT coalesce(jsonb_agg(
    CASE WHEN m ->> 'user' ~ '^观众[0-9]+$' AND m ->> 'content' IN ('主播好！', '画面很清晰', '这期内容真不错', '求回放', '来了来了', '支持一下', '音质很好', '什么时候开播下一场？')
      THEN m || jsonb_build_object(
        'user', 'sys:demo.monitor.viewer?n=' || substring(m ->> 'user' from 3),
        'content', CASE m ->> 'content'
          WHEN '主播好！' THEN 'sys:demo.monitor.chat.1'
          WHEN '画面很清晰' THEN 'sys:demo.monitor.chat.2'
          WHEN '这期内容真不错' THEN 'sys:demo.monitor.chat.3'
          WHEN '求回放' THEN 'sys:demo.monitor.chat.4'
          WHEN '来了来了' THEN 'sys:demo.monitor.chat.5'
          WHEN '支持一下' THEN 'sys:demo.monitor.chat.6'
          WHEN '音质很好' THEN 'sys:demo.monitor.chat.7'
          WHEN '什么时候开播下一场？' THEN 'sys:demo.monitor.chat.8'
        END)
      ELSE m END ORDER BY o), '[]'::jsonb)
  FROM jsonb_array_elements("data" -> 'chat') WITH ORDINALITY AS e(m, o)))
WHERE "key" = 'monitor.studio' AND jsonb_typeof("data" -> 'chat') = 'array';
