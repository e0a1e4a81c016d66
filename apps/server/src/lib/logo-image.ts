import { imageSize } from 'image-size';
import { invalidField } from './errors.js';

/** The largest logo, each side: it prints at about 2 cm, so more pixels only cost decoding time. */
export const MAX_LOGO_PIXELS = 1024;
export const LOGO_TOO_LARGE = `Logo must be at most ${MAX_LOGO_PIXELS} × ${MAX_LOGO_PIXELS} pixels`;

/** A logo's data URL as its image bytes and type; null for none or a data URL that is not an image. */
export function logoBytes(logo: string | null | undefined): { type: string; bytes: Buffer } | null {
  const match = logo ? /^data:image\/(png|jpeg|webp);base64,(.+)$/.exec(logo) : null;
  return match ? { type: match[1] as string, bytes: Buffer.from(match[2] as string, 'base64') } : null;
}

/**
 * The image's width and height from its header (image-size reads only the header, so a
 * decompression bomb is measured without being unpacked); null when it cannot be read.
 */
function dimensionsOf(bytes: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return typeof width === 'number' && typeof height === 'number' ? { width, height } : null;
  } catch {
    return null;
  }
}

/** Whether the logo's image is small enough to draw: a 6000 × 6000 PNG of 200 kB is not. */
export function isDrawableLogo(bytes: Buffer): boolean {
  const size = dimensionsOf(bytes);
  return !!size && size.width <= MAX_LOGO_PIXELS && size.height <= MAX_LOGO_PIXELS;
}

/**
 * Refuses, on `logo`, a logo whose header declares more than MAX_LOGO_PIXELS a side. One whose
 * header cannot be read is kept as sent (no browser or PDF draws it, and isDrawableLogo keeps
 * the PDF from trying).
 */
export function assertLogoSize(logo: string | null | undefined) {
  const image = logoBytes(logo);
  const size = image ? dimensionsOf(image.bytes) : null;
  if (size && (size.width > MAX_LOGO_PIXELS || size.height > MAX_LOGO_PIXELS)) {
    throw invalidField('logo', LOGO_TOO_LARGE);
  }
}
