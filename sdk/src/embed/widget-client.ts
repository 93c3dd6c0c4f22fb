/**
 * The API client of the script-tag widgets: the seven operations they call, and no others. The whole
 * route table (every operation's method and path, ~0.9 kB gzip) would count against the widgets'
 * size budget (issue 18) for calls they never make. Each route below must be the contract's own:
 * `SomeRoutes` fails the type-check on a path or method that differs from the contract's, and
 * `widget-client.test.ts` compares them with the generated table.
 */
import { type ClientOf, type ClientOptions, createClientOf, type SomeRoutes } from '../client/create-client';

export const WIDGET_ROUTES = {
  // The visitor, when signed in on Plié's own site (widget-shell.tsx).
  auth: { me: { method: 'GET', path: '/api/auth/me' } },
  // The schedule: the studio, then its lessons.
  studios: { getByStudioName: { method: 'GET', path: '/api/studio/studioName/{studioName}' } },
  lessons: {
    search: { method: 'POST', path: '/api/lesson/search' },
    get: { method: 'GET', path: '/api/lesson/{id}' },
  },
  // The sign-up and the group join, in the schedule and in the two form widgets.
  attendance: { create: { method: 'POST', path: '/api/attendance' } },
  groups: {
    get: { method: 'GET', path: '/api/lesson-group/{id}' },
    join: { method: 'POST', path: '/api/lesson-group/user' },
  },
} as const satisfies SomeRoutes;

export type WidgetClient = ClientOf<typeof WIDGET_ROUTES>;

export const createWidgetClient = (options: ClientOptions): WidgetClient =>
  createClientOf(WIDGET_ROUTES, options);
