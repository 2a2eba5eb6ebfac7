import type { Random } from '../../domain/prng.ts';
import { formatBusinessNo, businessDay } from '#core/numbers';
import { address, createNamer, mobile, personName } from './names.ts';
import { bankCard, creditCode, idNo } from './identities.ts';
import type { OrgSeed } from './orgs.ts';
import type { SequenceCounter } from './sequences.ts';

export interface InstitutionSeed {
  id: number;
  name: string;
  credit_code: string;
  legal_person: string;
  contact_name: string;
  contact_phone: string;
  address: string;
  org_id: number;
  status: 'active' | 'suspended';
  created_at: string;
  updated_at: string;
}

export interface MerchantSeed {
  id: number;
  merchant_no: string;
  name: string;
  institution_id: number;
  credit_code: string;
  legal_person: string;
  id_no: string;
  contact_phone: string;
  bank_account: string;
  status: 'pending_review' | 'approved' | 'rejected' | 'disabled';
  created_at: string;
  updated_at: string;
}

const DAY = 86_400_000;

export function buildInstitutions(
  r: Random,
  count: number,
  orgs: OrgSeed[],
  now: Date,
): InstitutionSeed[] {
  const owners = orgs.filter((o) => o.kind !== 'platform');
  const codes = new Set<string>();
  const names = createNamer(r);
  return Array.from({ length: count }, (_, i) => {
    let code = creditCode(r);
    while (codes.has(code)) code = creditCode(r);
    codes.add(code);
    const created = new Date(now.getTime() - r.int(200, 720) * DAY).toISOString();
    return {
      id: i + 1,
      name: names.company(),
      credit_code: code,
      legal_person: personName(r),
      contact_name: personName(r),
      contact_phone: mobile(r),
      address: address(r),
      org_id: r.pick(owners).id,
      status: r.chance(0.94) ? 'active' : 'suspended',
      created_at: created,
      updated_at: created,
    };
  });
}

export function buildMerchants(
  r: Random,
  count: number,
  institutions: InstitutionSeed[],
  now: Date,
  seq: SequenceCounter,
): MerchantSeed[] {
  const names = createNamer(r);
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(now.getTime() - r.int(1, 400) * DAY - r.int(0, DAY - 1));
    const day = businessDay(createdAt);
    const roll = r.next();
    const status =
      roll < 0.75
        ? 'approved'
        : roll < 0.87
          ? 'pending_review'
          : roll < 0.93
            ? 'rejected'
            : 'disabled';
    return {
      id: i + 1,
      merchant_no: formatBusinessNo('M', day, seq.next('M', day)),
      name: names.shop(),
      institution_id: r.pick(institutions).id,
      credit_code: creditCode(r),
      legal_person: personName(r),
      id_no: idNo(r),
      contact_phone: mobile(r),
      bank_account: bankCard(r),
      status,
      created_at: createdAt.toISOString(),
      updated_at: createdAt.toISOString(),
    };
  });
}
