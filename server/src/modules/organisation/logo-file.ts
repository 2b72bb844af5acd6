import {
  LOGO_CONTENT_TYPES,
  LOGO_FIELD,
  LOGO_MAX_BYTES,
  LOGO_MAX_PIXELS,
  LOGO_MIN_PIXELS,
} from '@hrms/contracts/branding';
import { fieldError } from '../../platform/errors';
import { imageSize, pngDataInflates } from '../../platform/images';
import { sniffType, type UploadedFile } from '../../platform/uploads';

export type CheckedLogo = { data: Buffer; content_type: string; width: number; height: number };

const refuse = (message: string) => fieldError(LOGO_FIELD, message);

/**
 * A logo as stored, or a 422 on `logo`: judged by its bytes, never its name or claimed type, so an SVG (which
 * can carry script), a GIF or a renamed text file is refused whatever it is called; its size in pixels comes
 * from its own header.
 */
export function checkedLogo(file: UploadedFile | null): CheckedLogo {
  if (!file) throw refuse('Choose a logo to upload.');
  if (file.data.length > LOGO_MAX_BYTES) {
    throw refuse(`The logo may not be greater than ${LOGO_MAX_BYTES / (1024 * 1024)} MB.`);
  }
  const type = sniffType(file.data);
  const size = imageSize(file.data);
  if (!type || !(LOGO_CONTENT_TYPES as readonly string[]).includes(type) || !size) {
    throw refuse('The logo must be a PNG or JPEG image.');
  }
  if (type === 'image/png' && !pngDataInflates(file.data)) {
    throw refuse('The logo image is damaged; save it again as a PNG or JPEG.');
  }
  const { width, height } = size;
  if (Math.min(width, height) < LOGO_MIN_PIXELS) {
    throw refuse(
      `The logo must be at least ${LOGO_MIN_PIXELS} pixels wide and high (this one is ${width} × ${height}).`,
    );
  }
  if (Math.max(width, height) > LOGO_MAX_PIXELS) {
    throw refuse(
      `The logo may be at most ${LOGO_MAX_PIXELS} pixels wide and high (this one is ${width} × ${height}).`,
    );
  }
  return { data: file.data, content_type: type, width, height };
}
