import { errorMessage } from '../../lib/api-error';

/** Role save failure: the server's message, or 'An error occurred'. */
export const roleSaveError = (error: unknown) => errorMessage(error, 'An error occurred');
