import { z } from 'zod';
import {
  analysisOverviewSchema,
  basicProfileSchema,
  certificationSchema,
  certificationsSchema,
  chatMessageSchema,
  contentSetSchema,
  monitorStudioSchema,
  multiDimensionSchema,
  noData,
  publicOpinionSchema,
  savedChannelFormSchema,
  savedParamGroupSchema,
  templateCardSchema,
  userProfileSchema,
  workplaceOverviewSchema,
} from '#core/schemas';
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

const card = recordEndpoints({
  base: '/cards',
  key: 'id',
  menu: 'CardList',
  params: cardParams,
  record: templateCardSchema,
});
const NO_BODY = { body: undefined };

/** A read-only page of the template: `GET path`, no input, answering `response`. */
const read = (
  path: string,
  menu: RouteName,
  summary: string,
  response: z.ZodType,
  call: (ctx: AuthedCtx) => Promise<unknown>,
) => endpoint({ method: 'GET', path, menu, summary, response, handler: (_i, ctx) => call(ctx) });

/** A screen's form sent with a body: validated by `body`, answered as `response`. */
const submit = <B extends z.ZodType>(
  method: 'POST' | 'PUT',
  path: string,
  menu: RouteName,
  summary: string,
  body: B,
  response: z.ZodType,
  call: (body: z.output<B>, ctx: AuthedCtx) => Promise<unknown>,
) =>
  endpoint({
    method,
    path,
    menu,
    summary,
    body,
    response,
    handler: (i, ctx) => call(i.body as z.output<B>, ctx),
  });

export const templateEndpoints = [
  ...listEndpoints({
    path: '/content-sets',
    menu: 'SearchTable',
    noun: 'content set',
    item: contentSetSchema,
    query: contentSetQuery,
    source: contentSetSource,
  }),
  submit(
    'POST',
    '/content-sets',
    'SearchTable',
    'Create a content set',
    contentSetCreateBody,
    contentSetSchema,
    (b, ctx) => createContentSet(ctx, b),
  ),
  endpoint({
    method: 'GET',
    path: '/cards',
    menu: 'CardList',
    summary: 'Quality, service and rules cards',
    query: cardQuery,
    response: z.array(templateCardSchema),
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
    response: noData,
    handler: ({ params }, ctx) => deleteCard(ctx, params.id),
  }),
  read(
    '/channel-forms',
    'StepForm',
    'The caller’s recent channel forms',
    z.array(savedChannelFormSchema),
    (ctx) => recentChannelForms(ctx.db, ctx.user.id),
  ),
  submit(
    'POST',
    '/channel-forms',
    'StepForm',
    'Submit the step form (channel form), confirmed with the submitter’s password',
    stepFormSubmitSchema,
    savedChannelFormSchema,
    (b, ctx) => submitChannelForm(ctx, b),
  ),
  submit(
    'POST',
    '/param-groups',
    'GroupForm',
    'Submit video/audio parameters (starts the approval)',
    groupFormSchema,
    savedParamGroupSchema,
    (b, ctx) => submitParamGroup(ctx, b),
  ),
  read('/profile/basic', 'BasicProfile', 'Parameter approval profile', basicProfileSchema, (ctx) =>
    getDocument(ctx.db, 'profile.basic'),
  ),
  read(
    '/analysis/overview',
    'DataAnalysis',
    'Data analysis figures',
    analysisOverviewSchema,
    (ctx) => analysisOverview(ctx.db),
  ),
  read(
    '/analysis/public-opinion',
    'PublicOpinion',
    'Public opinion analysis',
    publicOpinionSchema,
    (ctx) => getDocument(ctx.db, 'analysis.publicOpinion'),
  ),
  read(
    '/analysis/multi-dimension',
    'MultiDimensionDataAnalysis',
    'Multi-dimensional analysis',
    multiDimensionSchema,
    (ctx) => getDocument(ctx.db, 'analysis.multiDimension'),
  ),
  read('/workplace/overview', 'Workplace', 'Workplace panels', workplaceOverviewSchema, (ctx) =>
    workplaceOverview(ctx.db),
  ),
  read(
    '/monitor/studio',
    'Monitor',
    'Live studio, program list and chat',
    monitorStudioSchema,
    (ctx) => getDocument(ctx.db, 'monitor.studio'),
  ),
  submit(
    'POST',
    '/monitor/chat',
    'Monitor',
    'Send a chat message to the live studio',
    chatMessageBody,
    chatMessageSchema,
    (b, ctx) => postChatMessage(ctx, b.content),
  ),
  submit(
    'POST',
    '/monitor/operations',
    'Monitor',
    'A quick operation on the live studio (logged)',
    monitorOperationBody,
    monitorStudioSchema,
    (b, ctx) => runMonitorOperation(ctx, b),
  ),
  read('/user/profile', 'UserSetting', 'The caller’s profile', userProfileSchema, (ctx) =>
    getUserProfile(ctx.db, ctx.user.id),
  ),
  submit(
    'PUT',
    '/user/profile',
    'UserSetting',
    'Save the user settings',
    userSettingsSchema,
    userProfileSchema,
    (b, ctx) => saveUserProfile(ctx, b),
  ),
  read(
    '/user/certification',
    'UserSetting',
    'Certification and its records',
    certificationsSchema,
    (ctx) => listCertifications(ctx.db, ctx.user.id),
  ),
  endpoint({
    method: 'POST',
    path: '/user/certification/:id/withdraw',
    menu: 'UserSetting',
    summary: 'Withdraw a certification under audit',
    params: cardParams,
    response: certificationSchema,
    handler: ({ params }, ctx) => withdrawCertification(ctx, params.id),
  }),
];
