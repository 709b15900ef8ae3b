import { cutForDisplay } from '../format/cutForDisplay';

/** What Keyport asked of the store when it failed. */
export type StorageOperation = 'read' | 'write' | 'remove';

/**
 * `STORAGE_ERROR`'s properties: the operation, Keyport's key (as the default instance names it;
 * a named instance's store holds it under `@keyport/<name>/…`) and the store's message, cut to a
 * sentence's length. Never the value: it may be the visitor's.
 */
export function storageErrorProperties(
  operation: StorageOperation,
  key: string,
  error: unknown,
): Readonly<Record<string, string>> {
  const message = error instanceof Error ? error.message : String(error);
  return { operation, key, errorMessage: cutForDisplay(message, 'message') };
}
