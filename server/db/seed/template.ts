import { systemTextCode } from '#core/i18n';
import type { Random } from '../../domain/prng.ts';
import type { Db } from '../client.ts';
import { bulkInsert } from './bulk-insert.ts';
import { templateDocumentsData } from './template-documents.ts';
import type { SeedUser } from './people.ts';

const DAY = 86_400_000;
const SET_NAMES = [
  '每日推荐',
  '热门短视频',
  '科技前沿',
  '财经速递',
  '生活技巧',
  '美食探店',
  '旅行日记',
  '体育赛事',
  '音乐现场',
  '亲子乐园',
];

/** The card list's demo cards, by their message slug (core/i18n/messages/<locale>/template-demo.ts). */
const QUALITY_CARDS = [
  'videoHistoryImport',
  'imageCopyright',
  'imageHd',
  'videoMultiUser',
  'videoCopyright',
  'imageQuality',
];
const SERVICE_CARDS = [
  'funnel',
  'userDistribution',
  'resourceDistribution',
  'userPortrait',
  'eventAnalysis',
];
const RULES_CARDS = [
  'contentBlocking',
  'contentPinning',
  'contentWeighting',
  'contentDistribution',
  'multilingualSymbols',
];

/** Seeds the template screens' data: content sets, cards, documents, profiles, certification. */
export async function seedTemplateData(
  db: Db,
  r: Random,
  contentSets: number,
  users: SeedUser[],
  now: Date,
): Promise<void> {
  const sets = Array.from({ length: contentSets }, (_, i) => ({
    number: String(10_000 + i * 37),
    name: `${r.pick(SET_NAMES)}${i + 1}`,
    content_type: r.pick(['img', 'horizontalVideo', 'verticalVideo']),
    filter_type: r.pick(['artificial', 'rules']),
    count: r.int(0, 2000),
    status: r.chance(0.6) ? 'online' : 'offline',
    created_at: new Date(now.getTime() - r.int(0, 180) * DAY - r.int(0, DAY - 1)).toISOString(),
  }));
  await bulkInsert(
    db,
    'content_sets',
    {
      number: 'text',
      name: 'text',
      content_type: 'text',
      filter_type: 'text',
      count: 'integer',
      status: 'text',
      created_at: 'timestamptz',
    },
    sets,
  );

  // Titles and descriptions are codes shown in the reader's language (issue 26).
  const card = (kind: string, slug: string, i: number, enabled: boolean, expires: Date | null) => ({
    kind,
    title: systemTextCode(`demo.card.${slug}.title`),
    description: systemTextCode(`demo.card.${slug}.description`),
    icon: kind,
    enabled,
    expires_at: expires?.toISOString() ?? null,
    sort_order: i,
  });
  const cardRows = [
    ...QUALITY_CARDS.map((slug, i) => card('quality', slug, i, i % 3 !== 2, null)),
    ...SERVICE_CARDS.map((slug, i) =>
      card(
        'service',
        slug,
        i,
        i % 2 === 0,
        new Date(now.getTime() + (i % 2 === 0 ? 90 : -10) * DAY),
      ),
    ),
    ...RULES_CARDS.map((slug, i) => card('rules', slug, i, i % 4 !== 3, null)),
  ];
  await bulkInsert(
    db,
    'cards',
    {
      kind: 'text',
      title: 'text',
      description: 'text',
      icon: 'text',
      enabled: 'boolean',
      expires_at: 'timestamptz',
      sort_order: 'integer',
    },
    cardRows,
  );

  const docs = templateDocumentsData(r, now);
  await bulkInsert(
    db,
    'template_documents',
    { key: 'text', data: 'jsonb' },
    Object.entries(docs).map(([key, data]) => ({ key, data })),
  );

  await bulkInsert(
    db,
    'user_profiles',
    { user_id: 'integer', data: 'jsonb' },
    users.map((u) => ({
      user_id: u.id,
      data: {
        email: `${u.username}@qy-sla.example.com`,
        nickname: u.username,
        countryRegion: 'China',
        area: 'Beijing',
        address: '北京市朝阳区建国路 88 号',
        profile: '结算与保证金业务运营。',
      },
    })),
  );
  await bulkInsert(
    db,
    'certifications',
    {
      user_id: 'integer',
      account_type: 'text',
      status: 'text',
      legal_person_name: 'text',
      certificate_type: 'text',
      certification_number: 'text',
      enterprise_name: 'text',
      enterprise_certificate_type: 'text',
      organization_code: 'text',
      at: 'timestamptz',
    },
    users.flatMap((u) => [
      {
        user_id: u.id,
        account_type: 'enterprise',
        status: 'pass',
        legal_person_name: '王立群',
        certificate_type: 'id_card',
        certification_number: '110101********1234',
        enterprise_name: '启元结算科技有限公司',
        enterprise_certificate_type: 'business_license',
        organization_code: '7*******5',
        at: new Date(now.getTime() - 200 * DAY).toISOString(),
      },
      {
        user_id: u.id,
        account_type: 'enterprise',
        status: 'auditing',
        legal_person_name: '王立群',
        certificate_type: 'id_card',
        certification_number: '110101********1234',
        enterprise_name: '启元结算科技有限公司',
        enterprise_certificate_type: 'business_license',
        organization_code: '7*******5',
        at: new Date(now.getTime() - 3 * DAY).toISOString(),
      },
    ]),
  );
}
