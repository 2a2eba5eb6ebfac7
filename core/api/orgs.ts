import type {
  Id,
  ListQuery,
  OrgKind,
  OrgStatus,
  OrgTreeNode,
  Organisation,
  Page,
  SplitPreview,
  WithPendingReview,
} from '../types/index.ts';
import type { OrgCreateBody } from '../validate/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { segment } from './url.ts';

export interface OrgListQuery extends ListQuery {
  status?: OrgStatus;
  kind?: OrgKind;
  parentId?: Id;
}

export type OrgInput = OrgCreateBody;

export type OrgUpdate = { version: number } & Partial<Omit<OrgInput, 'code'>>;

/** The organisation tree from its roots (structure page). */
export function getOrgTree(client: ApiClient, init?: CallInit): Promise<OrgTreeNode[]> {
  return client.get('/orgs/tree', undefined, init);
}

export function listOrgs(
  client: ApiClient,
  query: OrgListQuery = {},
  init?: CallInit,
): Promise<Page<Organisation>> {
  return client.get('/orgs', { ...query }, init);
}

export function getOrg(client: ApiClient, id: Id, init?: CallInit): Promise<Organisation> {
  return client.get(`/orgs/${segment(id)}`, undefined, init);
}

/** Creates an organisation; its bank account, share and settlement target wait for review (`pendingReview`). */
export function createOrg(
  client: ApiClient,
  input: OrgInput,
): Promise<Organisation & WithPendingReview> {
  return client.post('/orgs', input);
}

/** Updates an organisation; bank account, share and settlement target wait for review (`pendingReview`). */
export function updateOrg(
  client: ApiClient,
  id: Id,
  update: OrgUpdate,
): Promise<Organisation & WithPendingReview> {
  return client.put(`/orgs/${segment(id)}`, update);
}

/** Enables or disables an organisation (organisations are disabled, never deleted). */
export function setOrgEnabled(
  client: ApiClient,
  id: Id,
  enabled: boolean,
  version: number,
): Promise<Organisation> {
  return client.post(`/orgs/${segment(id)}/${enabled ? 'enable' : 'disable'}`, { version });
}

/** How a gross amount (fen) splits across the organisation's settlement targets, to the fen. */
export function previewSplit(
  client: ApiClient,
  id: Id,
  grossFen: number,
  init?: CallInit,
): Promise<SplitPreview> {
  return client.get(`/orgs/${segment(id)}/split-preview`, { grossFen }, init);
}
