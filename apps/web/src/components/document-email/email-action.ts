/** The search parameter that opens the e-mail panel over its page (`?action=email`), so Back and Escape close it. */
export const EMAIL_ACTION = 'email';
