/**
 * A refusal the site is told about: its message becomes the X_ERROR answer's `{ message }`, word
 * for word, so it must say what went wrong and what to do.
 */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
}

/** What a request that needs a logged-in wallet answers without one. */
export const NOT_LOGGED_IN = 'Not logged in: log in to the wallet first';
