/** The template screens' calls: search table, cards, forms, profile, analysis, workplace, monitor. */
import type { ApiClient, CallInit } from './client.ts';
import { segment } from './url.ts';
import type {
  AnalysisOverview,
  BasicProfile,
  CardKind,
  ContentSet,
  ContentSetInput,
  ContentSetPage,
  ContentSetQuery,
  ChannelForm,
  ChatMessage,
  MonitorOperation,
  MonitorStudio,
  MultiDimension,
  ParamGroup,
  PublicOpinion,
  SavedChannelForm,
  SavedParamGroup,
  TemplateCard,
  WorkplaceOverview,
} from './template-types.ts';

export * from './template-types.ts';

export function listContentSets(
  client: ApiClient,
  query: ContentSetQuery = {},
  init?: CallInit,
): Promise<ContentSetPage> {
  return client.get('/content-sets', { ...query }, init);
}

export function createContentSet(client: ApiClient, input: ContentSetInput): Promise<ContentSet> {
  return client.post('/content-sets', input);
}

export function listCards(
  client: ApiClient,
  kind?: CardKind,
  init?: CallInit,
): Promise<TemplateCard[]> {
  return client.get('/cards', { kind }, init);
}

/** Enables / disables a quality or rules card; opens / cancels a service card. */
export function toggleCard(client: ApiClient, id: number): Promise<TemplateCard> {
  return client.post(`/cards/${segment(id)}/toggle`);
}

/** Extends a service card by a year from its expiry (or from now when it has lapsed). */
export function renewCard(client: ApiClient, id: number): Promise<TemplateCard> {
  return client.post(`/cards/${segment(id)}/renew`);
}

export function deleteCard(client: ApiClient, id: number): Promise<null> {
  return client.del(`/cards/${segment(id)}`);
}

export function listChannelForms(client: ApiClient, init?: CallInit): Promise<SavedChannelForm[]> {
  return client.get('/channel-forms', undefined, init);
}

/** Submits the step form; the submitter's password confirms it (a wrong one fails on `password`). */
export function submitChannelForm(
  client: ApiClient,
  form: ChannelForm,
  password: string,
): Promise<SavedChannelForm> {
  return client.post('/channel-forms', { ...form, password });
}

export function submitParamGroup(client: ApiClient, group: ParamGroup): Promise<SavedParamGroup> {
  return client.post('/param-groups', group);
}

export function getBasicProfile(client: ApiClient, init?: CallInit): Promise<BasicProfile> {
  return client.get('/profile/basic', undefined, init);
}

export function getAnalysisOverview(client: ApiClient, init?: CallInit): Promise<AnalysisOverview> {
  return client.get('/analysis/overview', undefined, init);
}

export function getPublicOpinion(client: ApiClient, init?: CallInit): Promise<PublicOpinion> {
  return client.get('/analysis/public-opinion', undefined, init);
}

export function getMultiDimension(client: ApiClient, init?: CallInit): Promise<MultiDimension> {
  return client.get('/analysis/multi-dimension', undefined, init);
}

export function getWorkplaceOverview(
  client: ApiClient,
  init?: CallInit,
): Promise<WorkplaceOverview> {
  return client.get('/workplace/overview', undefined, init);
}

export function getMonitorStudio(client: ApiClient, init?: CallInit): Promise<MonitorStudio> {
  return client.get('/monitor/studio', undefined, init);
}

export function postChatMessage(client: ApiClient, content: string): Promise<ChatMessage> {
  return client.post('/monitor/chat', { content });
}

/** A quick operation on the live studio; answers the studio as it now is. */
export function runMonitorOperation(
  client: ApiClient,
  operation: MonitorOperation,
  clarity?: string,
): Promise<MonitorStudio> {
  return client.post('/monitor/operations', clarity ? { operation, clarity } : { operation });
}
