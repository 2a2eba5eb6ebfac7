import type { Role } from '../access/routes.ts';
import type { Id, ListQuery, SystemUser, UserStatus, WithPendingReview } from '../types/index.ts';
import type { UserCreateBody } from '../validate/index.ts';
import type { ApiClient } from './client.ts';
import { recordCalls } from './record-calls.ts';
import { segment } from './url.ts';

export interface UserQuery extends ListQuery {
  orgId?: Id;
  status?: UserStatus;
  role?: Role;
}

type UserInput = UserCreateBody;

type UserUpdate = { version: number } & Partial<Omit<UserInput, 'username' | 'password'>>;

const users = recordCalls<
  SystemUser,
  UserQuery,
  UserInput,
  UserUpdate,
  SystemUser & WithPendingReview,
  SystemUser & WithPendingReview
>('/users');

export const listUsers = users.list;
export const getUser = users.get;
/** Creates a user; the admin role waits for a second admin (`pendingReview`). */
export const createUser = users.create;
/** Edits a user; a promotion to admin waits for a second admin (`pendingReview`). */
export const updateUser = users.update;
/** Enables or disables a user; another person's change to an administrator waits for review. */
export const setUserEnabled = users.setEnabled;

/**
 * Lifts the lock that repeated failed sign-ins put on an account; another person's unlock of an
 * administrator waits for review (`pendingReview`).
 */
export function unlockUser(
  client: ApiClient,
  id: Id,
  version: number,
): Promise<SystemUser & WithPendingReview> {
  return client.post(`/users/${segment(id)}/unlock`, { version });
}

export function resetUserPassword(
  client: ApiClient,
  id: Id,
  version: number,
  password: string,
): Promise<SystemUser & WithPendingReview> {
  return client.post(`/users/${segment(id)}/reset-password`, { version, password });
}
