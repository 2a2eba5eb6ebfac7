import { groupFormSchema, stepFormSubmitSchema, userSettingsSchema } from '#core/validate';
import type { RouteName } from '#core/access';
import type { AuthedCtx } from '../../http/context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { recordEndpoints } from '../../http/record.ts';
import {
  cardParams,
  cardQuery,
  chatMessageBody,
  contentSetCreateBody,
  contentSetQuery,
  monitorOperationBody,
} from './inputs.ts';
import { deleteCard, listCards, renewCard, toggleCard } from './cards.ts';
import { postChatMessage, runMonitorOperation } from './monitor.ts';
import { contentSetSource, createContentSet } from './content-sets.ts';
import { listEndpoints } from '../../list/endpoints.ts';
import {
  analysisOverview,
  getDocument,
  getUserProfile,
  listCertifications,
  recentChannelForms,
  saveUserProfile,
  submitChannelForm,
  submitParamGroup,
  withdrawCertification,
  workplaceOverview,
} from './documents.ts';

const card = recordEndpoints({ base: '/cards', key: 'id', menu: 'CardList', params: cardParams });
const NO_BODY = { body: undefined };

/** A read-only page of the template: `GET path`, no input. */
const read = (
  path: string,
  menu: RouteName,
  summary: string,
  call: (ctx: AuthedCtx) => Promise<unknown>,
) => endpoint({ method: 'GET', path, menu, summary, handler: (_i, ctx) => call(ctx) });

export const templateEndpoints = [
  ...listEndpoints({
    path: '/content-sets',
    menu: 'SearchTable',
    noun: 'content set',
    query: contentSetQuery,
    source: contentSetSource,
  }),
  endpoint({
    method: 'POST',
    path: '/content-sets',
    menu: 'SearchTable',
    summary: 'Create a content set',
    body: contentSetCreateBody,
    handler: ({ body }, ctx) => createContentSet(ctx, body),
  }),
  endpoint({
    method: 'GET',
    path: '/cards',
    menu: 'CardList',
    summary: 'Quality, service and rules cards',
    query: cardQuery,
    handler: ({ query }, ctx) => listCards(ctx.db, query.kind),
  }),
  card.action(
    'toggle',
    'Enable/disable a card (open/cancel a service)',
    (id, _b, ctx) => toggleCard(ctx, id),
    NO_BODY,
  ),
  card.action(
    'renew',
    'Renew a service card for a year',
    (id, _b, ctx) => renewCard(ctx, id),
    NO_BODY,
  ),
  endpoint({
    method: 'DELETE',
    path: '/cards/:id',
    menu: 'CardList',
    summary: 'Delete a card',
    params: cardParams,
    handler: ({ params }, ctx) => deleteCard(ctx, params.id),
  }),
  read('/channel-forms', 'StepForm', 'The caller’s recent channel forms', (ctx) =>
    recentChannelForms(ctx.db, ctx.user.id),
  ),
  endpoint({
    method: 'POST',
    path: '/channel-forms',
    menu: 'StepForm',
    summary: 'Submit the step form (channel form), confirmed with the submitter’s password',
    body: stepFormSubmitSchema,
    handler: ({ body }, ctx) => submitChannelForm(ctx, body),
  }),
  endpoint({
    method: 'POST',
    path: '/param-groups',
    menu: 'GroupForm',
    summary: 'Submit video/audio parameters (starts the approval)',
    body: groupFormSchema,
    handler: ({ body }, ctx) => submitParamGroup(ctx, body),
  }),
  read('/profile/basic', 'BasicProfile', 'Parameter approval profile', (ctx) =>
    getDocument(ctx.db, 'profile.basic'),
  ),
  read('/analysis/overview', 'DataAnalysis', 'Data analysis figures', (ctx) =>
    analysisOverview(ctx.db),
  ),
  read('/analysis/public-opinion', 'PublicOpinion', 'Public opinion analysis', (ctx) =>
    getDocument(ctx.db, 'analysis.publicOpinion'),
  ),
  read(
    '/analysis/multi-dimension',
    'MultiDimensionDataAnalysis',
    'Multi-dimensional analysis',
    (ctx) => getDocument(ctx.db, 'analysis.multiDimension'),
  ),
  read('/workplace/overview', 'Workplace', 'Workplace panels', (ctx) => workplaceOverview(ctx.db)),
  read('/monitor/studio', 'Monitor', 'Live studio, program list and chat', (ctx) =>
    getDocument(ctx.db, 'monitor.studio'),
  ),
  endpoint({
    method: 'POST',
    path: '/monitor/chat',
    menu: 'Monitor',
    summary: 'Send a chat message to the live studio',
    body: chatMessageBody,
    handler: ({ body }, ctx) => postChatMessage(ctx, body.content),
  }),
  endpoint({
    method: 'POST',
    path: '/monitor/operations',
    menu: 'Monitor',
    summary: 'A quick operation on the live studio (logged)',
    body: monitorOperationBody,
    handler: ({ body }, ctx) => runMonitorOperation(ctx, body),
  }),
  read('/user/profile', 'UserSetting', 'The caller’s profile', (ctx) =>
    getUserProfile(ctx.db, ctx.user.id),
  ),
  endpoint({
    method: 'PUT',
    path: '/user/profile',
    menu: 'UserSetting',
    summary: 'Save the user settings',
    body: userSettingsSchema,
    handler: ({ body }, ctx) => saveUserProfile(ctx, body),
  }),
  read('/user/certification', 'UserSetting', 'Certification and its records', (ctx) =>
    listCertifications(ctx.db, ctx.user.id),
  ),
  endpoint({
    method: 'POST',
    path: '/user/certification/:id/withdraw',
    menu: 'UserSetting',
    summary: 'Withdraw a certification under audit',
    params: cardParams,
    handler: ({ params }, ctx) => withdrawCertification(ctx, params.id),
  }),
];
