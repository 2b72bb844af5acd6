import type { MeResponse } from '@hrms/contracts/auth';
import { STORAGE_KEYS } from '@hrms/contracts/constants';

/**
 * What the browser keeps between visits (spec 1 §9, keys `auth_token` and `user`):
 * - `auth_token`: the opaque bearer token returned by POST /api/login.
 * - `user`: JSON of the whole session answer `{ user, permissions, roles }` (the MeResponse shape),
 *   not only the user, so a later screen can read the last known permissions without a request.
 *   It is only a cache: on start-up the client always re-validates the token with GET /api/me.
 */

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy mode, sandboxed frames); the app then just forgets on reload.
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) ?? null;
}

export function readStoredSession(): MeResponse | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as MeResponse;
  } catch {
    return null;
  }
}

export function storeSession(token: string, session: MeResponse): void {
  const store = storage();
  store?.setItem(STORAGE_KEYS.token, token);
  store?.setItem(STORAGE_KEYS.user, JSON.stringify(session));
}

export function storeSessionUser(session: MeResponse): void {
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(session));
}

export function clearStoredSession(): void {
  const store = storage();
  store?.removeItem(STORAGE_KEYS.token);
  store?.removeItem(STORAGE_KEYS.user);
}
