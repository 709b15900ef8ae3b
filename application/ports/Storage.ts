/** An answer given at once (localStorage, memory) or later (IndexedDB, extension storage, React Native). */
export type StorageAnswer<T> = T | PromiseLike<T>;

/**
 * A string key-value store: localStorage in browsers and memory elsewhere by default, or the
 * deployment's own (`ports.storage`). Each method may answer at once or with a promise; the
 * instance reads a synchronous mirror of Keyport's keys either way (`StorageMirror`). A missing
 * key reads as `null` (or `undefined`, as IndexedDB wrappers answer). Values are raw text: the
 * application decodes every value it reads with the domain's storage codecs, so a corrupt or
 * foreign value is ignored rather than trusted.
 */
export interface Storage {
  getItem(key: string): StorageAnswer<string | null | undefined>;
  setItem(key: string, value: string): StorageAnswer<void>;
  removeItem(key: string): StorageAnswer<void>;
}

export const Storage: unique symbol = Symbol.for('keyport.Storage');
