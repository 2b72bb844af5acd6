// The access module's routes, mounted by server/src/app.ts: users and roles.
export { roleRoutes } from './roles-routes';
export { userRoutes } from './users-routes';
