import { MemoryKeyValueStorage } from '../../../../infrastructure/walletconnect/MemoryKeyValueStorage';

describe('MemoryKeyValueStorage (in Node the sign-client writes nothing to disk)', () => {
  it('keeps, lists, replaces and forgets values', async () => {
    const storage = new MemoryKeyValueStorage();
    await expect(storage.getItem('wc@2:session')).resolves.toBeUndefined();

    await storage.setItem('wc@2:session', [{ topic: 'a' }]);
    await storage.setItem('wc@2:keychain', { a: 'key' });
    await storage.setItem('wc@2:session', [{ topic: 'b' }]);

    await expect(storage.getItem('wc@2:session')).resolves.toEqual([{ topic: 'b' }]);
    await expect(storage.getKeys()).resolves.toEqual(['wc@2:session', 'wc@2:keychain']);
    await expect(storage.getEntries()).resolves.toEqual([
      ['wc@2:session', [{ topic: 'b' }]],
      ['wc@2:keychain', { a: 'key' }],
    ]);

    await storage.removeItem('wc@2:session');
    await expect(storage.getKeys()).resolves.toEqual(['wc@2:keychain']);
  });

  it('stores copies, as a serializing store would: later changes to an object never reach what is stored', async () => {
    const storage = new MemoryKeyValueStorage();
    const value = { topic: 'a', expiry: 1n };
    await storage.setItem('k', value);
    value.topic = 'changed';

    const read = await storage.getItem<{ topic: string; expiry: bigint }>('k');
    expect(read).toEqual({ topic: 'a', expiry: 1n });
    if (read) read.topic = 'changed too';
    await expect(storage.getItem('k')).resolves.toEqual({ topic: 'a', expiry: 1n });
    const [[, entry] = []] = await storage.getEntries<{ topic: string }>();
    expect(entry).toEqual({ topic: 'a', expiry: 1n });
  });

  it('two stores share nothing', async () => {
    const a = new MemoryKeyValueStorage();
    await a.setItem('k', 1);
    await expect(new MemoryKeyValueStorage().getItem('k')).resolves.toBeUndefined();
  });
});
