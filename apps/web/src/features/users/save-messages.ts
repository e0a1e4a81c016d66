import { isApiError } from '../../lib/api-error';

/** User save failure (spec §8): 'Error: ' plus the server's message, or 'An error occurred'. */
export function userSaveError(error: unknown): string {
  return isApiError(error) && error.serverMessage ? `Error: ${error.serverMessage}` : 'An error occurred';
}
