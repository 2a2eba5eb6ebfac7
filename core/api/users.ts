import type { Role } from '../access/routes.ts';
import type {
  Id,
  ListQuery,
  Page,
  SystemUser,
  UserStatus,
  WithPendingReview,
} from '../types/index.ts';
import type { UserCreateBody } from '../validate/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { segment } from './url.ts';

export interface UserQuery extends ListQuery {
  orgId?: Id;
  status?: UserStatus;
  role?: Role;
}

export type UserInput = UserCreateBody;

export type UserUpdate = { version: number } & Partial<Omit<UserInput, 'username' | 'password'>>;

export function listUsers(
  client: ApiClient,
  query: UserQuery = {},
  init?: CallInit,
): Promise<Page<SystemUser>> {
  return client.get('/users', { ...query }, init);
}

export function getUser(client: ApiClient, id: Id, init?: CallInit): Promise<SystemUser> {
  return client.get(`/users/${segment(id)}`, undefined, init);
}

/** Creates a user; the admin role waits for a second admin (`pendingReview`). */
export function createUser(
  client: ApiClient,
  input: UserInput,
): Promise<SystemUser & WithPendingReview> {
  return client.post('/users', input);
}

/** Edits a user; a promotion to admin waits for a second admin (`pendingReview`). */
export function updateUser(
  client: ApiClient,
  id: Id,
  update: UserUpdate,
): Promise<SystemUser & WithPendingReview> {
  return client.put(`/users/${segment(id)}`, update);
}

export function setUserEnabled(
  client: ApiClient,
  id: Id,
  enabled: boolean,
  version: number,
): Promise<SystemUser> {
  return client.post(`/users/${segment(id)}/${enabled ? 'enable' : 'disable'}`, { version });
}

/** Lifts the lock that repeated failed sign-ins put on an account. */
export function unlockUser(client: ApiClient, id: Id, version: number): Promise<SystemUser> {
  return client.post(`/users/${segment(id)}/unlock`, { version });
}

export function resetUserPassword(
  client: ApiClient,
  id: Id,
  version: number,
  password: string,
): Promise<SystemUser> {
  return client.post(`/users/${segment(id)}/reset-password`, { version, password });
}
