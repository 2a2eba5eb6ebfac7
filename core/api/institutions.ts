import type { Id, Institution, InstitutionStatus, ListQuery, Page } from '../types/index.ts';
import type { InstitutionCreateBody } from '../validate/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { segment } from './url.ts';

export interface InstitutionListQuery extends ListQuery {
  status?: InstitutionStatus;
  orgId?: Id;
}

export type InstitutionInput = InstitutionCreateBody;

export type InstitutionUpdate = { version: number } & Partial<InstitutionInput>;

export function listInstitutions(
  client: ApiClient,
  query: InstitutionListQuery = {},
  init?: CallInit,
): Promise<Page<Institution>> {
  return client.get('/institutions', { ...query }, init);
}

export function getInstitution(client: ApiClient, id: Id, init?: CallInit): Promise<Institution> {
  return client.get(`/institutions/${segment(id)}`, undefined, init);
}

export function createInstitution(
  client: ApiClient,
  input: InstitutionInput,
): Promise<Institution> {
  return client.post('/institutions', input);
}

export function updateInstitution(
  client: ApiClient,
  id: Id,
  update: InstitutionUpdate,
): Promise<Institution> {
  return client.put(`/institutions/${segment(id)}`, update);
}

/** Activates or suspends an institution. */
export function setInstitutionActive(
  client: ApiClient,
  id: Id,
  active: boolean,
  version: number,
): Promise<Institution> {
  return client.post(`/institutions/${segment(id)}/${active ? 'activate' : 'suspend'}`, {
    version,
  });
}
