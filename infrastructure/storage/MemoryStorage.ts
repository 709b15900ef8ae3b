import { type Storage } from '../../application/ports/Storage';

/** Storage for Node, server rendering and tests: a Map that lives as long as the core. */
export class MemoryStorage implements Storage {
  private readonly entries = new Map<string, string>();

  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.entries.set(key, value);
  }

  removeItem(key: string): void {
    this.entries.delete(key);
  }
}
