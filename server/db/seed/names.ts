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
const WORDS = [
  '星辰',
  '瑞丰',
  '华信',
  '恒通',
  '宏达',
  '金盛',
  '汇源',
  '鼎新',
  '嘉禾',
  '天成',
  '中联',
  '博远',
  '安泰',
  '盛世',
  '广源',
  '永兴',
  '泰和',
  '卓越',
  '银河',
  '启航',
];
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

/** A company name; the index makes names unique across the seed. */
export function companyName(r: Random, index: number): string {
  return `${r.pick(CITIES)}${r.pick(WORDS)}${r.pick(TRADES)}${index > 0 ? String(index) : ''}${r.pick(SUFFIX)}`;
}

export function shopName(r: Random, index: number): string {
  return `${r.pick(WORDS)}${r.pick(SHOPS)}${String(index).padStart(3, '0')}`;
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
