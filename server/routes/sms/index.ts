import { smsSendResultSchema } from '#core/schemas';
import { endpoint } from '../../http/endpoint.ts';
import { smsSendSchema } from '#core/validate';
import { sendSmsCode } from './service.ts';

export const smsEndpoints = [
  endpoint({
    method: 'POST',
    path: '/sms/send',
    menu: 'open',
    tag: 'auth',
    summary:
      "Send a 6-digit sign-in code to the user's phone (form-encoded username; 60 s cooldown)",
    form: smsSendSchema,
    response: smsSendResultSchema,
    handler: ({ body }, ctx) => sendSmsCode(body.username, ctx),
  }),
];
