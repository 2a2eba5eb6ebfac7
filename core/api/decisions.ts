import type { BatchDecisionBody } from '../validate/index.ts';

/** One record in a batch decision: its id and the version the reviewer read. */
export interface DecisionItem {
  id: number;
  version: number;
}

export type BatchDecisionInput = BatchDecisionBody;

/** Per item: ok, or the catalogue code and message of why it was refused. */
export interface BatchDecisionResult {
  results: { id: number; ok: boolean; code: number; message: string }[];
}

export interface VersionBody {
  version: number;
}
