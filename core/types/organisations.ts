/**
 * Wire types of organisations (the structure tree and its money routing) and institutions.
 * Shares are basis points (`…Bp`).
 */
import type { Fen, Id, IsoTime } from './common.ts';

// ---------- organisations ----------

export type OrgKind = 'platform' | 'branch' | 'partner' | 'agent';
export type OrgStatus = 'enabled' | 'disabled';

export interface Organisation {
  id: Id;
  parentId: Id | null;
  code: string;
  name: string;
  kind: OrgKind;
  settlementTarget: boolean;
  /** Share of the parent's income, basis points. */
  shareBp: number;
  /** Masked in lists. */
  bankAccount: string;
  status: OrgStatus;
  version: number;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}

export interface OrgTreeNode extends Organisation {
  children: OrgTreeNode[];
  userCount: number;
}

export interface SplitPart {
  orgId: Id;
  name: string;
  shareBp: number;
  amountFen: Fen;
  /** True for the parent's retained share (10000 − sum of children). */
  retained: boolean;
}

export interface SplitPreview {
  orgId: Id;
  grossFen: Fen;
  parts: SplitPart[];
}

// ---------- institutions ----------

export type InstitutionStatus = 'active' | 'suspended';

export interface Institution {
  id: Id;
  name: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  /** Masked in lists. */
  contactPhone: string;
  address: string;
  orgId: Id;
  orgName: string;
  status: InstitutionStatus;
  version: number;
  createdAt: IsoTime;
  updatedAt: IsoTime;
}
