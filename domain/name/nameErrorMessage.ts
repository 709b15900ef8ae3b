import { NameServiceError } from './NameErrors';

/** The name-service calls whose failures SPEC §8 gives a fallback text for. */
export type NameOperation =
  | { readonly kind: 'resolve' }
  | { readonly kind: 'suggest' }
  | { readonly kind: 'lookupByAddress' }
  | { readonly kind: 'register'; readonly name: string };

/**
 * SPEC §8 "Name errors use the server's first reason description, with fallbacks". The server
 * answers a refused call with `{status, reasons: [{name, description}]}`; its first description is
 * the most precise text for the visitor ("name is taken"…). Anything else in the body (no reasons,
 * an HTML error page, nothing) gives the operation's fallback.
 */
export function nameErrorMessage(errorBody: unknown, operation: NameOperation): string {
  return firstReasonDescription(errorBody) ?? fallbackMessage(operation);
}

/** `nameErrorMessage` wrapped in an error that keeps the server's body as its cause. */
export function toNameServiceError(errorBody: unknown, operation: NameOperation): NameServiceError {
  return new NameServiceError(nameErrorMessage(errorBody, operation), errorBody);
}

function fallbackMessage(operation: NameOperation): string {
  switch (operation.kind) {
    case 'resolve':
      return 'Error resolving name';
    case 'suggest':
      return 'Error fetching name suggestions';
    case 'lookupByAddress':
      return 'Error fetching names for address';
    case 'register':
      return `Error registering name ${operation.name}`;
  }
}

function firstReasonDescription(errorBody: unknown): string | undefined {
  if (!isRecord(errorBody) || !Array.isArray(errorBody['reasons'])) return undefined;
  const [firstReason] = errorBody['reasons'] as unknown[];
  if (!isRecord(firstReason)) return undefined;
  const description = firstReason['description'];
  return typeof description === 'string' && description.trim() !== '' ? description : undefined;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}
