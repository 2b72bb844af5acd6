import { z } from 'zod';

/**
 * API keys for integrations: made by a signed-in user for a subset of their own permissions, shown once, stored
 * hashed, each with an expiry. Requests send `Authorization: Bearer <key>`. docs/decisions/access.md, "API keys".
 */

/** Every key starts so, to tell it from a session token at a glance (and for secret scanners). */
export const API_KEY_PREFIX = 'hrk_';

/** The lifetimes the screen offers, in days; the API takes any whole number of days up to the last. */
export const API_KEY_LIFETIMES = [30, 90, 180, 365] as const;
export const API_KEY_MAX_DAYS = 365;

export const createApiKeyRequest = z.object({
  name: z.string().trim().min(1, 'Give the key a name.').max(100),
  expires_in_days: z.coerce.number().int().min(1).max(API_KEY_MAX_DAYS),
  permissions: z.array(z.string().trim().min(1)).min(1, 'Choose at least one permission.').max(500),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequest>;

export const apiKey = z.object({
  id: z.number(),
  name: z.string(),
  /** The key's first characters, to recognise it by (the rest is never shown again). */
  prefix: z.string(),
  permissions: z.array(z.string()),
  created_at: z.string(),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

export const apiKeysResponse = z.object({ data: z.array(apiKey) });
/** POST /api/me/api-keys: the key itself, this once. */
export const createdApiKeyResponse = z.object({ api_key: apiKey, key: z.string() });
export type CreatedApiKeyResponse = z.infer<typeof createdApiKeyResponse>;
