import * as E from 'fp-ts/Either';
import { decodeStoredValue } from '../../domain/storage/StorageEntry';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';

/** Where the sign-client looks for the deep-link choice: the page's localStorage, then its own store. */
export interface DeepLinkChoiceStores {
  readonly local: Pick<globalThis.Storage, 'getItem' | 'removeItem'> | undefined;
  readonly sdk: {
    getItem(key: string): Promise<unknown>;
    removeItem(key: string): Promise<void>;
  };
}

function isSafeChoice(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  const raw = typeof value === 'string' ? value : JSON.stringify(value);
  return E.isRight(decodeStoredValue(KEYPORT_STORAGE.deepLinkChoice, raw));
}

/**
 * Before each request the sign-client reads the deep-link choice itself (localStorage first, then
 * its own store) and opens the link it finds in this page, unchecked. So the stored choice is read
 * again here, just before, by the same codec Keyport writes it with (the wallet-link rule): a value
 * that fails it, however it got there, is removed from both places and nothing is opened.
 */
export async function removeUnsafeDeepLinkChoice(stores: DeepLinkChoiceStores): Promise<void> {
  const key = KEYPORT_STORAGE.deepLinkChoice.key;
  try {
    if (!isSafeChoice(stores.local?.getItem(key))) stores.local?.removeItem(key);
  } catch {
    // A page without usable localStorage: the sign-client cannot read it either.
  }
  if (!isSafeChoice(await stores.sdk.getItem(key).catch(() => undefined))) {
    await stores.sdk.removeItem(key).catch(() => undefined);
  }
}
