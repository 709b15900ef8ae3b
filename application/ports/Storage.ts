/**
 * A synchronous string key-value store (localStorage in browsers, memory elsewhere). Values are
 * raw text: the application decodes every value it reads with the domain's storage codecs, so a
 * corrupt or foreign value is ignored rather than trusted.
 */
export interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const Storage: unique symbol = Symbol.for('keyport.Storage');
