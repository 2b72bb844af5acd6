import type { AuditAction } from '@hrms/contracts/audit';
import type { RecoveryCodesResponse, TwoFactorSetupResponse, TwoFactorStatus } from '@hrms/contracts/sign-in';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/auth/principal';
import { secretBox } from '../../platform/crypto/secret-box';
import { conflict, fieldError } from '../../platform/errors';
import { managedUser } from '../access/public';
import { mailAccountLinks } from '../notifications/public';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { countSignInAttempt, signInAttemptSucceeded } from './service';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp';
import {
  acceptStep,
  deleteTwoFactor,
  promoteSetupToken,
  putPendingSecret,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  twoFactorOf,
  twoFactorRequired,
  useRecoveryCode,
} from './two-factor-queries';

export type TwoFactorDeps = Pick<Config, 'secretKey' | 'twoFactor' | 'loginLimits' | 'tokenTtlDays'>;

export const WRONG_CODE = 'The code is not valid. Enter the current code from your app, or a recovery code.';
const NOT_ON = 'Two-factor authentication is not on.';

/** An audit event of the signed-in user's change to their own sign-in. */
const auditOwnAccount = (tx: DbOrTx, principal: Principal, action: AuditAction, summary: string) =>
  recordAudit(tx, principal, {
    action,
    entity_type: 'user',
    entity_id: principal.userId,
    company_id: principal.companyId,
    summary,
  });

/**
 * Checks a second factor of a user whose two-factor is on: an app code of a step not yet used (one step of
 * skew either way), or an unused recovery code. Either is used up by the check that accepts it.
 */
export async function secondFactorAccepted(db: DbOrTx, config: TwoFactorDeps, userId: number, code: string) {
  const row = await twoFactorOf(db, userId);
  if (!row?.confirmed_at) return false;
  const typed = code.replace(/\s/g, '');
  const box = await secretBox(db, config.secretKey);
  const step = matchingStep(box.open(row.secret_encrypted), typed, Date.now());
  if (step !== null) return acceptStep(db, userId, step);
  return useRecoveryCode(db, userId, recoveryCodeHash(typed));
}

/** GET /api/me/two-factor. */
export async function twoFactorStatus(db: Db, principal: Principal): Promise<TwoFactorStatus> {
  const row = await twoFactorOf(db, principal.userId);
  const enabled = Boolean(row?.confirmed_at);
  return {
    enabled,
    enabled_at: enabled ? (row?.confirmed_at?.toISOString() ?? null) : null,
    recovery_codes_left: enabled ? await recoveryCodesLeft(db, principal.userId) : 0,
    required: await twoFactorRequired(db, principal.userId),
  };
}

/** POST /api/me/two-factor: a new secret for the user's app, asked for only once a first code confirms it. */
export async function startTwoFactor(
  db: Db,
  config: TwoFactorDeps,
  principal: Principal,
): Promise<TwoFactorSetupResponse> {
  if ((await twoFactorOf(db, principal.userId))?.confirmed_at)
    throw conflict('Two-factor authentication is already on.');
  const secret = newTotpSecret();
  const box = await secretBox(db, config.secretKey);
  await putPendingSecret(db, principal.userId, box.seal(secret));
  const url = otpauthUrl(secret, config.twoFactor.issuer, principal.email);
  return { secret, otpauth_url: url, qr_svg: await QRCode.toString(url, { type: 'svg', margin: 1 }) };
}

/**
 * POST /api/me/two-factor/confirm: the first code turns two-factor on and gives the recovery codes, shown this
 * once. A set-up token (a role requires two-factor) becomes a full session here.
 */
export async function confirmTwoFactor(
  db: Db,
  config: TwoFactorDeps,
  principal: Principal,
  code: string,
): Promise<RecoveryCodesResponse> {
  const row = await twoFactorOf(db, principal.userId);
  if (!row) throw conflict('Start setting up two-factor authentication first.');
  if (row.confirmed_at) throw conflict('Two-factor authentication is already on.');
  const box = await secretBox(db, config.secretKey);
  const step = matchingStep(box.open(row.secret_encrypted), code.replace(/\s/g, ''), Date.now());
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    if (step === null || !(await acceptStep(tx, principal.userId, step)))
      throw fieldError('code', WRONG_CODE);
    await replaceRecoveryCodes(tx, principal.userId, codes.map(recoveryCodeHash));
    if (principal.setupOnly) {
      await promoteSetupToken(tx, principal.tokenId, new Date(Date.now() + config.tokenTtlDays * 86_400_000));
    }
    await auditOwnAccount(
      tx,
      principal,
      'user.two_factor_enabled',
      `${principal.email} turned on two-factor authentication`,
    );
  });
  return { recovery_codes: codes };
}

/**
 * A code the signed-in user gives to change their own second factor. A wrong one counts as a failed sign-in of
 * the account (the same limits), so a borrowed session cannot be used to guess codes.
 */
async function requireOwnCode(db: Db, config: TwoFactorDeps, principal: Principal, code: string) {
  const hits = await countSignInAttempt(db, config, principal.email, principal.ip ?? 'unknown');
  if (!(await secondFactorAccepted(db, config, principal.userId, code))) throw fieldError('code', WRONG_CODE);
  await signInAttemptSucceeded(db, principal.email, hits);
}

/** DELETE /api/me/two-factor: with a code; refused while the company requires it of the user's role. */
export async function turnOffTwoFactor(db: Db, config: TwoFactorDeps, principal: Principal, code: string) {
  if (!(await twoFactorOf(db, principal.userId))?.confirmed_at) throw conflict(NOT_ON);
  if (await twoFactorRequired(db, principal.userId)) {
    throw conflict('Your company requires two-factor authentication for your role: it cannot be turned off.');
  }
  await requireOwnCode(db, config, principal, code);
  await db.transaction(async (tx) => {
    await deleteTwoFactor(tx, principal.userId);
    await auditOwnAccount(
      tx,
      principal,
      'user.two_factor_disabled',
      `${principal.email} turned off two-factor authentication`,
    );
  });
  return { message: 'Two-factor authentication is off.' };
}

/** POST /api/me/two-factor/recovery-codes: a new set for a code; the old codes stop working. */
export async function renewRecoveryCodes(
  db: Db,
  config: TwoFactorDeps,
  principal: Principal,
  code: string,
): Promise<RecoveryCodesResponse> {
  if (!(await twoFactorOf(db, principal.userId))?.confirmed_at) throw conflict(NOT_ON);
  await requireOwnCode(db, config, principal, code);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, principal.userId, codes.map(recoveryCodeHash));
    await auditOwnAccount(
      tx,
      principal,
      'user.recovery_codes_renewed',
      `${principal.email} made new recovery codes; the old ones stopped working`,
    );
  });
  return { recovery_codes: codes };
}

/**
 * DELETE /api/users/{id}/two-factor: an administrator removes a user's second factor (a lost phone and no
 * recovery codes). Audited, and the user is told by mail, so a reset they did not ask for does not go unseen.
 */
export async function resetTwoFactor(db: Db, principal: Principal, userId: number) {
  const user = await managedUser(db, principal, userId);
  await db.transaction(async (tx) => {
    if (!(await deleteTwoFactor(tx, user.id)))
      throw conflict(`${user.email} has no two-factor authentication.`);
    await recordAudit(tx, principal, {
      action: 'user.two_factor_reset',
      entity_type: 'user',
      entity_id: user.id,
      company_id: user.employee?.company.id ?? null,
      summary: `Reset the two-factor authentication of ${user.email}`,
    });
    const company = user.employee?.company ?? null;
    await mailAccountLinks(tx, 'account.two_factor_reset', [
      {
        to: { userId: user.id, email: user.email, name: user.name },
        facts: { by: principal.name, companyName: company?.name ?? null },
        companyId: company?.id ?? null,
      },
    ]);
  });
  return { message: `Two-factor authentication of ${user.email} was reset; they were told by mail.` };
}
