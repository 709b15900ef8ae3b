import { type Storage } from '../../application/ports/Storage';

type WebStorage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * localStorage, made safe: private browsing, a full quota or a sandboxed frame make it throw,
 * and a visitor must never lose the modal for that. A failed read is "nothing stored"; a failed
 * write is dropped (the state stays in memory for this page).
 */
export class BrowserStorage implements Storage {
  constructor(private readonly backing: WebStorage | undefined = localStorageOrUndefined()) {}

  getItem(key: string): string | null {
    try {
      return this.backing?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  setItem(key: string, value: string): void {
    try {
      this.backing?.setItem(key, value);
    } catch {
      // Quota or privacy mode: keep going without persistence.
    }
  }

  removeItem(key: string): void {
    try {
      this.backing?.removeItem(key);
    } catch {
      // Same as above: nothing to undo.
    }
  }
}

function localStorageOrUndefined(): WebStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
