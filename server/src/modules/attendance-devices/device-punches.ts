/**
 * Punches a device sends with its own key (no sign-in): the key must name a device that is not revoked, and
 * each punch time must be a real one, not ahead of the server's clock. A device acts as whoever gave it the
 * key in use (its created_by) when its punches make an unapproved payroll run follow.
 */
import type { PunchBatch, PunchOutcome } from '@hrms/contracts/attendance-devices';
import type { Db } from '../../db/client';
import { principalForUser } from '../../platform/auth/sessions';
import { AppError, type FieldErrors, tooManyAttempts, validationFailed } from '../../platform/errors';
import { hitRateLimit } from '../../platform/rate-limit';
import { isInFuture, punchInstant } from './engine/instants';
import { hashDeviceKey, presentedKey } from './keys';
import { deviceByKeyHash } from './queries';
import { type IncomingPunch, recordPunches } from './record-punches';

export const DEVICE_KEY_REFUSED = 'The device key is missing or not valid.';
/** Calls with a wrong key an address may make before it waits (a misconfigured device, or someone guessing). */
export const KEY_FAILURE_LIMIT = { perIp: 30, windowSeconds: 900 };

/** The device a key belongs to; a missing, unknown or revoked key answers 401 (429 once an address keeps trying). */
async function deviceForKey(db: Db, header: string | string[] | undefined, ip: string) {
  const key = presentedKey(header);
  const device = key ? await deviceByKeyHash(db, hashDeviceKey(key)) : null;
  if (device) return device;
  const limit = await hitRateLimit(
    db,
    `device-key:ip:${ip}`,
    KEY_FAILURE_LIMIT.perIp,
    KEY_FAILURE_LIMIT.windowSeconds,
  );
  if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
  throw new AppError(401, DEVICE_KEY_REFUSED);
}

/** Each punch's instant, or 422 naming every punch whose time is not a real one or lies in the future. */
function instantsOf(batch: PunchBatch, now: Date): IncomingPunch[] {
  const errors: FieldErrors = {};
  const incoming = batch.punches.map((p, i) => {
    const at = punchInstant(p.punched_at);
    if (!at) errors[`punches.${i}.punched_at`] = [`“${p.punched_at}” is not a date and time.`];
    else if (isInFuture(at, now))
      errors[`punches.${i}.punched_at`] = ['The punch time cannot be in the future.'];
    return { deviceUserId: p.device_user_id, at: at as Date };
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  return incoming;
}

export async function receiveDevicePunches(
  db: Db,
  keyHeader: string | string[] | undefined,
  ip: string,
  batch: PunchBatch,
): Promise<PunchOutcome> {
  const device = await deviceForKey(db, keyHeader, ip);
  const incoming = instantsOf(batch, new Date());
  const by = device.created_by === null ? null : await principalForUser(db, device.created_by);
  return recordPunches(db, device, incoming, { source: 'device', importId: null }, by);
}
