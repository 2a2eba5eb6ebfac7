/** The signed-in user's own pages: profile (User Setting), certification. */
import type { z } from 'zod';
import type { ownSessionSchema, passwordChangedSchema } from '../schemas/index.ts';
import type { ChangePasswordInput } from '../validate/index.ts';
import type { ApiClient, CallInit } from './client.ts';
import { segment } from './url.ts';
import type {
  Certification,
  Certifications,
  UserProfile,
  UserSettingsInput,
} from './template-types.ts';

export function getMyProfile(client: ApiClient, init?: CallInit): Promise<UserProfile> {
  return client.get('/user/profile', undefined, init);
}

export function saveMyProfile(client: ApiClient, input: UserSettingsInput): Promise<UserProfile> {
  return client.put('/user/profile', input);
}

export function getMyCertifications(client: ApiClient, init?: CallInit): Promise<Certifications> {
  return client.get('/user/certification', undefined, init);
}

export function withdrawCertification(client: ApiClient, id: number): Promise<Certification> {
  return client.post(`/user/certification/${segment(id)}/withdraw`);
}

export type OwnSession = z.output<typeof ownSessionSchema>;

/** Changes your own password; your other sessions end, this one stays signed in. */
export function changeMyPassword(
  client: ApiClient,
  input: ChangePasswordInput,
): Promise<z.output<typeof passwordChangedSchema>> {
  return client.post('/user/password', input);
}

export function listMySessions(client: ApiClient, init?: CallInit): Promise<OwnSession[]> {
  return client.get('/user/sessions', undefined, init);
}

export function endMySession(client: ApiClient, id: number): Promise<null> {
  return client.del(`/user/sessions/${segment(id)}`);
}

/** Sends a 6-digit code to the new phone number (once a minute). */
export function sendMyPhoneCode(
  client: ApiClient,
  phone: string,
): Promise<{ cooldownSeconds: number; phone: string }> {
  return client.post('/user/phone/code', { phone });
}

/**
 * Sends a 6-digit code to your current phone: an administrator gives it (with the current password)
 * to change their own phone or password.
 */
export function sendMyReauthCode(
  client: ApiClient,
): Promise<{ cooldownSeconds: number; phone: string }> {
  return client.post('/user/reauth/code');
}

/**
 * Changes your phone with the code sent to the new number; answers the new number masked. An
 * administrator adds the current password and the code sent to the current phone.
 */
export function changeMyPhone(
  client: ApiClient,
  input: { phone: string; code: string; currentPassword?: string; currentPhoneCode?: string },
): Promise<{ phone: string }> {
  return client.put('/user/phone', input);
}
