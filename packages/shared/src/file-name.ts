/** A document's number as a file name: ("INV/2026-27/0001", "pdf") → "INV-2026-27-0001.pdf". */
export const fileNameOf = (name: string, extension: string) =>
  `${name.replaceAll(/[/\\:*?"<>|\s]+/g, '-')}.${extension}`;
