import type { UserEvent } from '@testing-library/user-event';

/*
 * Text put in a field the way a paste puts it: one input event, where typing renders and validates
 * the form once a keystroke (seconds for a long form on a busy machine). For tests of what a field
 * holds and what the form makes of it; a test of typing itself (a picker searching as keys come, a
 * number field dropping keys, a scanner's speed) types.
 */

/** Clicks into the field, as a person does, and pastes `text` after what it holds. */
export async function enterText(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  if (text) await user.paste(text);
}

/** Empties the field and pastes `text` in its place. */
export async function replaceText(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}
