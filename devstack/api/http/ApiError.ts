/** One reason of an error answer, as the blockchain API writes it (REFERENCE §3a). */
export interface ErrorReason {
  readonly name: string;
  readonly description: string;
}

/**
 * An expected failure of a call: the router answers it as `{status, reasons}` with its status,
 * the shape the real service uses, so the product meets the same bodies here as in production.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly reasons: readonly ErrorReason[],
  ) {
    super(reasons.map((reason) => reason.description).join('; '));
    this.name = 'ApiError';
  }

  get body(): { readonly status: number; readonly reasons: readonly ErrorReason[] } {
    return { status: this.status, reasons: this.reasons };
  }
}

export function badRequest(name: string, description: string): ApiError {
  return new ApiError(400, [{ name, description }]);
}

export function forbidden(description: string): ApiError {
  return new ApiError(403, [{ name: 'forbidden', description }]);
}

export function notFound(name: string, description: string): ApiError {
  return new ApiError(404, [{ name, description }]);
}

export function conflict(name: string, description: string): ApiError {
  return new ApiError(409, [{ name, description }]);
}
