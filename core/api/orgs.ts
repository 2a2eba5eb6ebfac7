import type {
  Id,
  ListQuery,
  OrgKind,
  OrgStatus,
  OrgTreeNode,
  Organisation,
  SplitPreview,
  WithPendingReview,
} from '../types/index.ts';
import type { OrgCreateBody } from '../validate/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { recordCalls } from './record-calls.ts';
import { segment } from './url.ts';

interface OrgListQuery extends ListQuery {
  status?: OrgStatus;
  kind?: OrgKind;
  parentId?: Id;
}

type OrgInput = OrgCreateBody;

type OrgUpdate = { version: number } & Partial<Omit<OrgInput, 'code'>>;

/** The organisation tree from its roots (structure page). */
export function getOrgTree(client: ApiClient, init?: CallInit): Promise<OrgTreeNode[]> {
  return client.get('/orgs/tree', undefined, init);
}

const orgs = recordCalls<
  Organisation,
  OrgListQuery,
  OrgInput,
  OrgUpdate,
  Organisation & WithPendingReview
>('/orgs');

export const listOrgs = orgs.list;
export const getOrg = orgs.get;
/** Creates an organisation; its bank account, share and settlement target wait for review (`pendingReview`). */
export const createOrg = orgs.create;
/** Updates an organisation; bank account, share and settlement target wait for review (`pendingReview`). */
export const updateOrg = orgs.update;
/** Enables or disables an organisation (organisations are disabled, never deleted). */
export const setOrgEnabled = orgs.setEnabled;

/** How a gross amount (fen) splits across the organisation's settlement targets, to the fen. */
export function previewSplit(
  client: ApiClient,
  id: Id,
  grossFen: number,
  init?: CallInit,
): Promise<SplitPreview> {
  return client.get(`/orgs/${segment(id)}/split-preview`, { grossFen }, init);
}
