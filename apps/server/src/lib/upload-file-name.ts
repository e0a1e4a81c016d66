import { textProblem } from '@lathe/shared';
import { invalidField } from './errors.js';

/**
 * The file's name from its URL-encoded header: the last part of any path, on one line (line breaks
 * and tabs become a space), trimmed, at most 200 characters and free of what no text may hold; 400
 * on `fileName` otherwise.
 */
export function uploadFileName(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  if (!given?.trim()) throw invalidField('fileName', 'Name the file in the X-File-Name header');
  let name: string;
  try {
    name = decodeURIComponent(given);
  } catch {
    throw invalidField('fileName', 'The X-File-Name header must be URL-encoded');
  }
  // One line: a name is shown in a list and sent in a header, where a line break has no place.
  name = (name.split(/[\\/]/).pop() ?? '').replace(/\s*[\r\n\t]+\s*/g, ' ').trim();
  if (!name) throw invalidField('fileName', 'Name the file in the X-File-Name header');
  if (name.length > 200) throw invalidField('fileName', 'A file name may be at most 200 characters');
  const problem = textProblem(name);
  if (problem) throw invalidField('fileName', problem);
  return name;
}
