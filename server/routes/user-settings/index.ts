import { z } from 'zod';
import {
  noData,
  ownSessionSchema,
  passwordChangedSchema,
  phoneChangedSchema,
  smsSendResultSchema,
} from '#core/schemas';
import { changePasswordSchema, changePhoneSchema, phoneCodeSchema } from '#core/validate';
import { idParams } from '../../domain/common-inputs.ts';
import { endpoint } from '../../http/endpoint.ts';
import { sendReauthCode } from './reauth.ts';
import { changePhone, sendPhoneCode } from './phone.ts';
import { changeOwnPassword, endOwnSession, listOwnSessions } from './service.ts';

/** User Setting · security: the caller's own password and sessions. */
export const userSettingsEndpoints = [
  endpoint({
    method: 'POST',
    path: '/user/password',
    menu: 'UserSetting',
    summary: 'Change your own password (ends your other sessions)',
    body: changePasswordSchema,
    response: passwordChangedSchema,
    handler: ({ body }, ctx) => changeOwnPassword(ctx, body),
  }),
  endpoint({
    method: 'GET',
    path: '/user/sessions',
    menu: 'UserSetting',
    summary: 'Your live sessions',
    response: z.array(ownSessionSchema),
    handler: (_i, ctx) => listOwnSessions(ctx),
  }),
  endpoint({
    method: 'DELETE',
    path: '/user/sessions/:id',
    menu: 'UserSetting',
    summary: 'End one of your other sessions',
    params: idParams,
    response: noData,
    handler: ({ params }, ctx) => endOwnSession(ctx, params.id),
  }),
  endpoint({
    method: 'POST',
    path: '/user/phone/code',
    menu: 'UserSetting',
    summary: 'Send a code to the new phone number (60 s cooldown)',
    body: phoneCodeSchema,
    response: smsSendResultSchema,
    handler: ({ body }, ctx) => sendPhoneCode(ctx, body.phone),
  }),
  endpoint({
    method: 'POST',
    path: '/user/reauth/code',
    menu: 'UserSetting',
    summary:
      'Send a code to your current phone: an administrator gives it with the current password to change their own phone or password',
    response: smsSendResultSchema,
    handler: (_i, ctx) => sendReauthCode(ctx),
  }),
  endpoint({
    method: 'PUT',
    path: '/user/phone',
    menu: 'UserSetting',
    summary: 'Change your phone with the code sent to the new number',
    body: changePhoneSchema,
    response: phoneChangedSchema,
    handler: ({ body }, ctx) => changePhone(ctx, body),
  }),
];
