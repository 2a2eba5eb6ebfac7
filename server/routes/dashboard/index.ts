import { workbenchFiguresSchema } from '#core/schemas';
import { endpoint } from '../../http/endpoint.ts';
import { workbenchFigures } from './service.ts';

export const dashboardEndpoints = [
  endpoint({
    method: 'GET',
    path: '/dashboard/workbench',
    menu: '*',
    summary: 'Workbench figures',
    response: workbenchFiguresSchema,
    handler: (_input, ctx) => workbenchFigures(ctx.db, ctx.clock.now()),
  }),
];
