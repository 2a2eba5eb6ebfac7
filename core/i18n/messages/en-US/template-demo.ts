/**
 * The template screens' demo values (en-US): the card list's cards and the monitor's studio,
 * programmes and seeded chat. The seed stores them as codes (`sys:<key>`, core/i18n/system-text.ts)
 * and the console shows them in the reader's language (issue 26).
 */
export const templateDemo = {
  'demo.card.videoHistoryImport.title': 'Video - history import',
  'demo.card.videoHistoryImport.description': 'Quality inspection rule: video - history import',
  'demo.card.imageCopyright.title': 'Image & text - image copyright',
  'demo.card.imageCopyright.description': 'Quality inspection rule: image & text - image copyright',
  'demo.card.imageHd.title': 'Image & text - HD images',
  'demo.card.imageHd.description': 'Quality inspection rule: image & text - HD images',
  'demo.card.videoMultiUser.title': 'Video - multi-user interaction',
  'demo.card.videoMultiUser.description': 'Quality inspection rule: video - multi-user interaction',
  'demo.card.videoCopyright.title': 'Video - copyright review',
  'demo.card.videoCopyright.description': 'Quality inspection rule: video - copyright review',
  'demo.card.imageQuality.title': 'Image & text - content quality check',
  'demo.card.imageQuality.description':
    'Quality inspection rule: image & text - content quality check',
  'demo.card.funnel.title': 'Funnel analysis',
  'demo.card.funnel.description':
    'Funnel analysis service, helping operations understand user behaviour',
  'demo.card.userDistribution.title': 'User distribution',
  'demo.card.userDistribution.description':
    'User distribution service, helping operations understand user behaviour',
  'demo.card.resourceDistribution.title': 'Resource distribution',
  'demo.card.resourceDistribution.description':
    'Resource distribution service, helping operations understand user behaviour',
  'demo.card.userPortrait.title': 'User portrait analysis',
  'demo.card.userPortrait.description':
    'User portrait analysis service, helping operations understand user behaviour',
  'demo.card.eventAnalysis.title': 'Event analysis',
  'demo.card.eventAnalysis.description':
    'Event analysis service, helping operations understand user behaviour',
  'demo.card.contentBlocking.title': 'Content blocking rules',
  'demo.card.contentBlocking.description': 'Preset rules: content blocking rules',
  'demo.card.contentPinning.title': 'Content pinning rules',
  'demo.card.contentPinning.description': 'Preset rules: content pinning rules',
  'demo.card.contentWeighting.title': 'Content weighting rules',
  'demo.card.contentWeighting.description': 'Preset rules: content weighting rules',
  'demo.card.contentDistribution.title': 'Content distribution rules',
  'demo.card.contentDistribution.description': 'Preset rules: content distribution rules',
  'demo.card.multilingualSymbols.title': 'Multilingual text and symbol recognition',
  'demo.card.multilingualSymbols.description':
    'Preset rules: multilingual text and symbol recognition',
  'demo.monitor.studioName': 'Qiyuan live room',
  'demo.monitor.studioTitle': "Wang Liqun's live room",
  'demo.monitor.program.1': 'Newsroom live',
  'demo.monitor.program.2': 'Finance at night',
  'demo.monitor.program.3': 'Sports flash',
  'demo.monitor.program.4': 'Tech frontier',
  'demo.monitor.program.5': 'Live music',
  'demo.monitor.program.6': 'Late-night theatre',
  'demo.monitor.viewer': 'Viewer {n}',
  'demo.monitor.chat.1': 'Hello, host!',
  'demo.monitor.chat.2': 'The picture is very clear',
  'demo.monitor.chat.3': 'Great content this episode',
  'demo.monitor.chat.4': 'Is there a replay?',
  'demo.monitor.chat.5': "I'm here!",
  'demo.monitor.chat.6': 'Cheering you on',
  'demo.monitor.chat.7': 'The sound is great',
  'demo.monitor.chat.8': 'When is the next stream?',
} as const;
