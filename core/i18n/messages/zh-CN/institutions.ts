import type { institutions as en } from '../en-US/institutions.ts';

export const institutions: Record<keyof typeof en, string> = {
  'institutions.field.name': '机构名称',
  'institutions.field.creditCode': '统一社会信用代码',
  'institutions.field.org': '所属组织',
  'institutions.field.legalPerson': '法定代表人',
  'institutions.field.contactName': '联系人',
  'institutions.field.contactPhone': '联系电话',
  'institutions.field.address': '地址',
  'institutions.filter.q': '搜索',
  'institutions.filter.qPlaceholder': '名称或信用代码',
  'institutions.section.info': '机构信息',
  'institutions.pickOrg': '请选择组织',
  'institutions.action.create': '新增机构',
  'institutions.action.edit': '编辑',
  'institutions.action.editTitle': '编辑 {name}',
  'institutions.action.suspend': '暂停',
  'institutions.action.activate': '激活',
  'institutions.done.created': '{name} 已创建',
  'institutions.done.updated': '{name} 已保存',
  'institutions.done.suspended': '{name} 已暂停',
  'institutions.done.activated': '{name} 已激活',
};
