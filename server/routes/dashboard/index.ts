import { workbenchFiguresSchema } from '#core/schemas';
import { endpoint } from '../../http/endpoint.ts';
import { CHANGE_REVIEW_ROLES } from '../../review/endpoints.ts';
import { workbenchFigures } from './service.ts';

export const dashboardEndpoints = [
  endpoint({
    method: 'GET',
    path: '/dashboard/workbench',
    menu: '*',
    summary: 'Workbench figures',
    response: workbenchFiguresSchema,
    handler: (_input, ctx) =>
      workbenchFigures(ctx.db, ctx.clock.now(), {
        // The server decides: only a caller who may decide change reviews is told their count.
        changeReviews: CHANGE_REVIEW_ROLES.includes(ctx.user.role),
      }),
  }),
];
