import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '../auth/guard';

/** One registered API route as the authorization checks see it. */
export type RouteEntry = {
  method: string;
  url: string;
  /** The access rule the route declared (undefined only for routes outside the guard, e.g. /api/docs). */
  access: Access | undefined;
  /** Whether the route validates a JSON body, so a deliberately invalid one is refused before the handler runs. */
  hasBody: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, in registration order (HEAD twins of GET routes left out). */
    routeTable: RouteEntry[];
  }
}

/** Records the route table, so tests can check every route's access rule against every role. */
export const routeTable = fp(
  async (app: FastifyInstance) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        table.push({
          method,
          url: route.url,
          access: route.config?.access,
          hasBody: Boolean(route.schema?.body),
        });
      }
    });
  },
  { name: 'route-table' },
);
