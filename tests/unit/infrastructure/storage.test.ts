import { BrowserStorage } from '../../../infrastructure/storage/BrowserStorage';
import { MemoryStorage } from '../../../infrastructure/storage/MemoryStorage';

class ThrowingStorage {
  getItem(): string | null {
    throw new Error('SecurityError');
  }
  setItem(): void {
    throw new Error('QuotaExceededError');
  }
  removeItem(): void {
    throw new Error('SecurityError');
  }
}

describe('Storage adapters (SPEC §3 local storage)', () => {
  it('MemoryStorage keeps, replaces and forgets values', () => {
    const storage = new MemoryStorage();
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', 'a');
    storage.setItem('k', 'b');
    expect(storage.getItem('k')).toBe('b');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('BrowserStorage passes through to the backing store', () => {
    const backing = new Map<string, string>();
    const storage = new BrowserStorage({
      getItem: (k) => backing.get(k) ?? null,
      setItem: (k, v) => void backing.set(k, v),
      removeItem: (k) => void backing.delete(k),
    });
    storage.setItem('@keyport/active_namespace', 'eip155');
    expect(storage.getItem('@keyport/active_namespace')).toBe('eip155');
    storage.removeItem('@keyport/active_namespace');
    expect(backing.size).toBe(0);
  });

  it('BrowserStorage survives a store that throws (private mode, full quota)', () => {
    const storage = new BrowserStorage(new ThrowingStorage());
    expect(() => storage.setItem('k', 'v')).not.toThrow();
    expect(storage.getItem('k')).toBeNull();
    expect(() => storage.removeItem('k')).not.toThrow();
  });

  it('BrowserStorage without any store (server rendering) reads nothing and writes nowhere', () => {
    const storage = new BrowserStorage(undefined);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBeNull();
    expect(() => storage.removeItem('k')).not.toThrow();
  });
});
