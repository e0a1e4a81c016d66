/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*` when present,
 * else the plain `filename`; null when there is none. Any folder part is dropped.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return baseName(decodeURIComponent(extended[2].trim()));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? baseName(name) : null;
}

const baseName = (name: string) => name.split(/[\\/]/).pop() || null;
