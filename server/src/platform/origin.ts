import type { Config } from '../config';

/** Where people reach the server: APP_URL when set, else the request's own scheme and host. */
export const originOf = (config: Pick<Config, 'mail'>, request: { protocol: string; host: string }) =>
  config.mail.appUrl ?? `${request.protocol}://${request.host}`;
