/*
 * What a text field may hold. PostgreSQL cannot store NUL, and the other C0 controls, DEL and
 * lone surrogates are never typed by a person: they come from broken tools or from someone
 * probing. Tab and line breaks stay (addresses and notes have lines). The direction overrides
 * (U+202A–U+202E, U+2066–U+2069) make text read other than it is stored ("Admin" spelt
 * backwards), so they are refused too. One rule, in every shared schema and in the server's
 * guard over every request.
 */

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';
export const DIRECTION_OVERRIDE_MESSAGE = 'Must not contain text-direction override characters';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const DIRECTION_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/;

/** Why a text cannot be stored as typed, or null when it can. */
export function textProblem(value: string): string | null {
  if (CONTROL.test(value) || LONE_SURROGATE.test(value)) return CONTROL_CHARACTERS_MESSAGE;
  if (DIRECTION_OVERRIDE.test(value)) return DIRECTION_OVERRIDE_MESSAGE;
  return null;
}

/** A zod refinement's pair: the check and its message, for `.refine(...safeText)`-style use. */
export const isSafeText = (value: string) => textProblem(value) === null;

export const INVISIBLE_CHARACTERS_MESSAGE = 'Must not contain invisible characters';
export const MIXED_ALPHABETS_MESSAGE = 'Must not mix letters of different alphabets';
export const imitatesMessage = (name: string) => `Must not imitate the ${name} name`;

const INVISIBLE = /[\u00AD\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u2060-\u2064\u3164\uFEFF\uFFA0]/;
const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u];

/**
 * Why a name could pass for another it is not, or null: invisible characters, Latin letters
 * mixed with Cyrillic, Greek or Armenian ones ("Аdmin" with a Cyrillic А), or a spelling that
 * becomes one of `guarded` once Unicode folds it (full-width "Ａｄｍｉｎ").
 */
export function lookAlikeProblem(value: string, guarded: readonly string[]): string | null {
  // U+034F, the combining grapheme joiner, cannot stand in a character class beside the others.
  if (INVISIBLE.test(value) || value.includes('\u034F')) return INVISIBLE_CHARACTERS_MESSAGE;
  if (SCRIPTS.filter((script) => script.test(value)).length > 1) return MIXED_ALPHABETS_MESSAGE;
  const folded = value.normalize('NFKC').trim().toLowerCase();
  const imitated = guarded.find((name) => name.toLowerCase() === folded);
  if (imitated && value.trim().toLowerCase() !== folded) return imitatesMessage(imitated);
  return null;
}
