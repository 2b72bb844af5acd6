import { z } from 'zod';

/** A company logo: PNG or JPEG (judged by its bytes), at most 1 MB, 32 to 2000 pixels a side. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_MIN_PIXELS = 32;
export const LOGO_MAX_PIXELS = 2000;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
/** The multipart field of PUT /api/companies/:id/logo. */
export const LOGO_FIELD = 'logo';
export const LOGO_HINT = `PNG or JPEG, up to ${LOGO_MAX_BYTES / (1024 * 1024)} MB, ${LOGO_MIN_PIXELS} to ${LOGO_MAX_PIXELS} pixels a side.`;

/** WCAG AA for normal text: the header writes white text on the brand colour. */
export const BRAND_MIN_CONTRAST = 4.5;
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const channel = (hex: string, at: number) => {
  const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The WCAG contrast ratio of white on a `#rrggbb` colour (1 to 21). */
export function contrastWithWhite(hex: string): number {
  const luminance = 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
  return 1.05 / (luminance + 0.05);
}

export const BRAND_COLOUR_FORMAT = 'The brand colour must be a hex colour such as #1d4ed8.';
export const brandContrastMessage = (ratio: number) =>
  `White text on this colour has a contrast of ${(Math.floor(ratio * 10) / 10).toFixed(1)}:1; choose a darker colour (at least ${BRAND_MIN_CONTRAST}:1).`;

/**
 * A brand colour, stored in lower case; null clears it. One dark enough for white text (4.5:1) also reads as
 * text or a rule on white, so every place that uses it may assume so.
 */
export const brandColour = z
  .string()
  .trim()
  .regex(HEX_COLOUR, { error: BRAND_COLOUR_FORMAT })
  .transform((v) => v.toLowerCase())
  .check((ctx) => {
    const ratio = contrastWithWhite(ctx.value);
    if (ratio < BRAND_MIN_CONTRAST) {
      ctx.issues.push({ code: 'custom', message: brandContrastMessage(ratio), input: ctx.value });
    }
  })
  .nullable();

export const brandingRequest = z.object({ brand_colour: brandColour });
export type BrandingRequest = z.infer<typeof brandingRequest>;

/** GET /api/branding, before sign-in: the company of a single-company install, else all null. */
export const publicBranding = z.object({
  name: z.string().nullable(),
  brand_colour: z.string().nullable(),
  logo_url: z.string().nullable(),
});
export type PublicBranding = z.infer<typeof publicBranding>;
