import { ApiError, errorMessage } from '@/lib/api';

/**
 * A failed action's words for a banner, where there is no form to put field messages under (opting in, a
 * delete): a 422's own messages rather than its general one, else the server's message or the fallback.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.errors) {
    const messages = Object.values(error.errors).flatMap((list) => list.slice(0, 1));
    if (messages.length) return messages.join(' ');
  }
  return errorMessage(error, fallback);
}
