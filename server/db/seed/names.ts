import type { Random } from '../../domain/prng.ts';

const CITIES = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '杭州',
  '南京',
  '成都',
  '重庆',
  '武汉',
  '西安',
  '苏州',
  '天津',
  '长沙',
  '青岛',
  '厦门',
  '合肥',
];
/** Brand words are built from two characters, so names stay varied at thousands of records. */
const BRAND_FIRST = [...'星瑞华恒宏金汇鼎嘉天中博安盛广永泰卓银启新德信隆海润锦和远正'];
const BRAND_SECOND = [...'辰丰信通达盛源新禾成联远泰世兴和越河航宇茂景诚基'];
const TRADES = [
  '科技',
  '商贸',
  '信息技术',
  '供应链',
  '电子商务',
  '网络科技',
  '实业',
  '物流',
  '餐饮管理',
  '文化传媒',
];
const SUFFIX = ['有限公司', '股份有限公司', '有限责任公司'];
const SHOPS = ['旗舰店', '便利店', '生活馆', '超市', '专营店', '小吃店', '服饰店', '数码店'];
const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '文',
  '华',
];
const STREETS = ['人民路', '中山路', '解放路', '建设路', '长江路', '和平路', '新华路', '胜利路'];

function brand(r: Random): string {
  const first = r.pick(BRAND_FIRST);
  let second = r.pick(BRAND_SECOND);
  while (second === first) second = r.pick(BRAND_SECOND);
  return first + second;
}

/**
 * Realistic names that never repeat within one generator: a fresh combination of parts is drawn
 * until an unused one comes up (no serial numbers in names, e.g. '合肥博远网络科技有限公司').
 */
export function createNamer(r: Random) {
  const used = new Set<string>();
  const unique = (make: () => string): string => {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const name = make();
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
    /* c8 ignore next -- 115,200 company and 46,080 shop combinations against at most a few thousand */
    throw new Error('ran out of distinct names');
  };
  return {
    company: () => unique(() => `${r.pick(CITIES)}${brand(r)}${r.pick(TRADES)}${r.pick(SUFFIX)}`),
    /** A shop and its branch: '星辰便利店（人民路店）'. */
    shop: () => unique(() => `${brand(r)}${r.pick(SHOPS)}（${r.pick(STREETS)}店）`),
  };
}

export function personName(r: Random): string {
  return `${r.pick(SURNAMES)}${r.pick(GIVEN)}`;
}

export function address(r: Random): string {
  return `${r.pick(CITIES)}市${r.pick(STREETS)}${r.int(1, 999)}号`;
}

export function mobile(r: Random): string {
  return `1${r.pick(['3', '5', '7', '8', '9'])}${String(r.int(0, 999_999_999)).padStart(9, '0')}`;
}
