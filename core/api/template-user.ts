/** The signed-in user's own pages: profile (User Setting), certification. */
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
