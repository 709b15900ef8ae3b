import { type SignClientStorage } from './SignClientTypes';

/**
 * The sign-client's key-value store kept in memory, for Node: the SDK's own Node store writes a
 * database file, and a server or script must not leave files behind or share sessions between
 * cores. Values are copied in and out, as a real store serializes them, so the SDK never sees its
 * own later changes to an object it stored.
 */
export class MemoryKeyValueStorage implements SignClientStorage {
  private readonly entries = new Map<string, unknown>();

  async getKeys(): Promise<string[]> {
    return [...this.entries.keys()];
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.entries].map(([key, value]) => [key, structuredClone(value) as T]);
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.entries.has(key) ? (structuredClone(this.entries.get(key)) as T) : undefined;
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.entries.set(key, structuredClone(value));
  }

  async removeItem(key: string): Promise<void> {
    this.entries.delete(key);
  }
}
