/** The setup key as people type it from the screen: groups of four, "JBSW Y3DP EHPK 3PXP". */
export function groupSecret(secret: string): string {
  const plain = secret.replace(/\s+/g, '');
  return plain.match(/.{1,4}/g)?.join(' ') ?? '';
}

/** The server's QR code (an SVG document) as an image address, so none of its markup enters the page. */
export function qrImageSrc(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** The recovery codes as a text file's content: what they are for, then one code a line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    'HRMS two-factor recovery codes',
    'Each code signs you in once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The name of the downloaded recovery codes file. */
export const RECOVERY_CODES_FILE = 'hrms-recovery-codes.txt';

/** Read a challenge passed to the setup page in the router's state; null for anything else. */
export function challengeFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('challenge' in state)) return null;
  const { challenge } = state as { challenge: unknown };
  return typeof challenge === 'string' && challenge !== '' ? challenge : null;
}
