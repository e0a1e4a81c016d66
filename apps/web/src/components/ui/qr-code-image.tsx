import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';

/** Modules of light margin around the code, which scanners need to find it. */
const QUIET_ZONE = 4;

/**
 * The SVG of `text` as a QR code, error correction M; the library loads with the first code drawn.
 * Each run of dark modules in a row is a filled rectangle. (The library's own SVG draws them as
 * 1-unit strokes with crisp edges, which Chromium's print turns into thin lines a scanner cannot read.)
 */
async function qrSvg(text: string): Promise<string> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const side = count + 2 * QUIET_ZONE;
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; ) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col++;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}"><rect width="${side}" height="${side}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
}

interface QrCodeImageProps {
  text: string;
  alt: string;
  className?: string;
}

/**
 * `text` as a QR code image. Its SVG is shown through a data URL in an <img>, never put into the
 * page as markup, so nothing in `text` can become HTML (and the SVG holds only numbers anyway).
 */
export function QrCodeImage({ text, alt, className }: QrCodeImageProps) {
  const svg = useQuery({
    queryKey: ['qr-code', text],
    queryFn: () => qrSvg(text),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const box = clsx('aspect-square bg-white', className);
  if (!svg.data) return <div role="img" aria-label={svg.isError ? `${alt} (cannot be drawn)` : alt} className={box} />;
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`} alt={alt} className={box} />;
}
