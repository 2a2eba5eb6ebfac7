import type { Random } from '../../domain/prng.ts';
import { bankCard } from './identities.ts';

export interface OrgSeed {
  id: number;
  parent_id: number | null;
  code: string;
  name: string;
  kind: 'platform' | 'branch' | 'partner' | 'agent';
  settlement_target: boolean;
  share_bp: number;
  bank_account: string;
  status: 'enabled' | 'disabled';
  created_at?: string;
}

const BRANCHES: [string, string, number][] = [
  ['华东', 'HD', 2500],
  ['华北', 'HB', 2000],
  ['华南', 'HN', 2000],
  ['西南', 'XN', 1500],
];
const CHILDREN: [string, 'partner' | 'agent', number][] = [
  ['合作伙伴甲', 'partner', 3000],
  ['合作伙伴乙', 'partner', 2500],
  ['代理商', 'agent', 1500],
];

/** Platform → four branches → partners and an agent under each; shares stay within 10000 bp. */
export function buildOrgTree(r: Random): OrgSeed[] {
  const orgs: OrgSeed[] = [
    {
      id: 1,
      parent_id: null,
      code: 'QY0001',
      name: '启元结算平台',
      kind: 'platform',
      settlement_target: false,
      share_bp: 0,
      bank_account: bankCard(r),
      status: 'enabled',
    },
  ];
  let id = 2;
  for (const [region, code, shareBp] of BRANCHES) {
    const branchId = id++;
    orgs.push({
      id: branchId,
      parent_id: 1,
      code: `QY${code}01`,
      name: `${region}分公司`,
      kind: 'branch',
      settlement_target: true,
      share_bp: shareBp,
      bank_account: bankCard(r),
      status: 'enabled',
    });
    CHILDREN.forEach(([suffix, kind, childShare], i) => {
      orgs.push({
        id: id++,
        parent_id: branchId,
        code: `QY${code}${String(i + 2).padStart(2, '0')}`,
        name: `${region}${suffix}`,
        kind,
        settlement_target: true,
        share_bp: childShare,
        bank_account: bankCard(r),
        status: 'enabled',
      });
    });
  }
  return orgs;
}
