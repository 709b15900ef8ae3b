import { type StorageFailure, StorageMirror } from '../../../../application/storage/StorageMirror';
import { TIMING_MS } from '../../../../domain/constants/timing';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { FakeClock } from '../../../fakes/FakeClock';
import { LateStorage } from '../../../fakes/LateStorage';
import { flush } from '../../../support/flush';

const NETWORK = '@keyport/active_caip_network_id';
const STATUS = '@keyport/connection_status';
const OWNED = [NETWORK, STATUS];

function mirrorOf(store: ConstructorParameters<typeof StorageMirror>[0]) {
  const clock = new FakeClock();
  const mirror = new StorageMirror(store, OWNED, clock);
  const failures: StorageFailure[] = [];
  mirror.failures$.subscribe((failure) => failures.push(failure));
  const reported = () => failures.map(({ operation, key, error }) => `${operation} ${key}: ${String(error)}`);
  return { mirror, clock, failures, reported };
}

describe('StorageMirror (the instance reads one synchronous storage, whatever the store)', () => {
  describe('a store that answers at once (localStorage, memory)', () => {
    it('SPEC §3: hydration needs no wait, and reads go through to the store (another tab is seen)', () => {
      const store = new MemoryStorage();
      store.setItem(NETWORK, '"eip155:1"');
      const { mirror } = mirrorOf(store);

      expect(mirror.hydrate()).toBeUndefined();
      expect(mirror.getItem(NETWORK)).toBe('"eip155:1"');

      store.setItem(NETWORK, '"eip155:10"');
      expect(mirror.getItem(NETWORK)).toBe('"eip155:10"');
    });

    it('SPEC §3: writes land in the store at once', () => {
      const store = new MemoryStorage();
      const { mirror } = mirrorOf(store);
      mirror.hydrate();

      mirror.setItem(STATUS, '"connected"');
      expect(store.getItem(STATUS)).toBe('"connected"');
      mirror.removeItem(STATUS);
      expect(store.getItem(STATUS)).toBeNull();
    });

    it('Hostile store: a store that throws never throws at the visitor; the value written stays readable', () => {
      const failure = new Error('QuotaExceededError');
      const store = new MemoryStorage();
      store.setItem(NETWORK, '"eip155:1"');
      const throwing = {
        getItem: (key: string) => store.getItem(key),
        setItem: () => {
          throw failure;
        },
        removeItem: (key: string) => store.removeItem(key),
      };
      const { mirror, reported } = mirrorOf(throwing);
      mirror.hydrate();

      expect(() => mirror.setItem(NETWORK, '"eip155:10"')).not.toThrow();
      expect(mirror.getItem(NETWORK)).toBe('"eip155:10"');
      expect(reported()).toEqual([`write ${NETWORK}: Error: QuotaExceededError`]);
    });

    it('Hostile store: a read that throws is reported and answers what was last known', () => {
      let broken = false;
      const store = new MemoryStorage();
      store.setItem(STATUS, '"connected"');
      const flaky = {
        getItem: (key: string) => {
          if (broken) throw new Error('SecurityError');
          return store.getItem(key);
        },
        setItem: (key: string, value: string) => store.setItem(key, value),
        removeItem: (key: string) => store.removeItem(key),
      };
      const { mirror, reported } = mirrorOf(flaky);
      mirror.hydrate();
      broken = true;

      expect(mirror.getItem(STATUS)).toBe('"connected"');
      expect(mirror.getItem(STATUS)).toBe('"connected"');
      // Reported once, not at every read, until the store reads again.
      expect(reported()).toEqual([`read ${STATUS}: Error: SecurityError`]);
    });

    it('Hostile store: an answer that is not text reads as nothing and is reported', () => {
      const odd = { getItem: () => 42 as never, setItem: () => undefined, removeItem: () => undefined };
      const { mirror, reported } = mirrorOf(odd);
      mirror.hydrate();

      expect(mirror.getItem(NETWORK)).toBeNull();
      expect(reported()).toContain(`read ${NETWORK}: TypeError: expected text or nothing, got number`);
    });
  });

  describe('a store that answers later (IndexedDB, extension storage, React Native)', () => {
    it('hydration waits for every key Keyport owns; reads come from memory once it is done', async () => {
      const store = new LateStorage({ [NETWORK]: '"eip155:10"' });
      const { mirror } = mirrorOf(store);

      const hydration = mirror.hydrate();
      expect(hydration).toBeInstanceOf(Promise);
      expect(store.log()).toEqual([`get ${NETWORK}`, `get ${STATUS}`]);
      expect(mirror.getItem(NETWORK)).toBeNull();

      await store.answerAll();
      await hydration;

      expect(mirror.getItem(NETWORK)).toBe('"eip155:10"');
      expect(mirror.getItem(STATUS)).toBeNull();
      // Reading is from memory: no further call reaches the store.
      expect(store.log()).toHaveLength(2);
      expect(mirror.hydrate()).toBeUndefined();
    });

    it('a value written before the store answered is newer than the stored one and stays', async () => {
      const store = new LateStorage({ [NETWORK]: '"eip155:10"' });
      const { mirror } = mirrorOf(store);
      const hydration = mirror.hydrate();

      mirror.setItem(NETWORK, '"eip155:42161"');
      await store.answerAll();
      await hydration;

      expect(mirror.getItem(NETWORK)).toBe('"eip155:42161"');
      expect(store.entries.get(NETWORK)).toBe('"eip155:42161"');
    });

    it('writes reach the store one after another, in the order made', async () => {
      const store = new LateStorage();
      const { mirror } = mirrorOf(store);
      const hydration = mirror.hydrate();
      await store.answerAll();
      await hydration;

      mirror.setItem(STATUS, '"connected"');
      mirror.setItem(STATUS, '"disconnected"');
      mirror.removeItem(NETWORK);
      // The second write is not handed over before the first has ended.
      expect(store.log().slice(2)).toEqual([`set ${STATUS}="connected"`]);
      expect(mirror.getItem(STATUS)).toBe('"disconnected"');

      await store.answerNext();
      expect(store.log().slice(2)).toEqual([`set ${STATUS}="connected"`, `set ${STATUS}="disconnected"`]);
      await store.answerAll();
      await mirror.written();

      expect(store.log().slice(2)).toEqual([
        `set ${STATUS}="connected"`,
        `set ${STATUS}="disconnected"`,
        `remove ${NETWORK}`,
      ]);
      expect(store.entries.get(STATUS)).toBe('"disconnected"');
    });

    it('Hostile store: a failed write is reported, the value stays in memory, and later writes still go', async () => {
      const store = new LateStorage();
      const { mirror, reported } = mirrorOf(store);
      const hydration = mirror.hydrate();
      await store.answerAll();
      await hydration;
      store.fail('set', STATUS, new Error('QuotaExceededError'));

      mirror.setItem(STATUS, '"connected"');
      mirror.setItem(NETWORK, '"eip155:10"');
      await store.answerAll();
      await mirror.written();

      expect(reported()).toEqual([`write ${STATUS}: Error: QuotaExceededError`]);
      expect(mirror.getItem(STATUS)).toBe('"connected"');
      expect(store.entries.has(STATUS)).toBe(false);
      expect(store.entries.get(NETWORK)).toBe('"eip155:10"');
    });

    it('Hostile store: a read that fails at start is reported and reads as nothing; the rest hydrate', async () => {
      const store = new LateStorage({ [NETWORK]: '"eip155:10"', [STATUS]: '"connected"' });
      store.fail('get', STATUS, new Error('InvalidStateError'));
      const { mirror, reported } = mirrorOf(store);

      const hydration = mirror.hydrate();
      await store.answerAll();
      await hydration;

      expect(mirror.getItem(NETWORK)).toBe('"eip155:10"');
      expect(mirror.getItem(STATUS)).toBeNull();
      expect(reported()).toEqual([`read ${STATUS}: Error: InvalidStateError`]);
    });

    it(`Hostile store: a store that never answers holds start-up ${TIMING_MS.storageHydrationTimeout} ms at most`, async () => {
      const store = new LateStorage({ [NETWORK]: '"eip155:10"' });
      const { mirror, clock, reported } = mirrorOf(store);
      let done = false;
      void mirror.hydrate()?.then(() => (done = true));

      clock.advance(TIMING_MS.storageHydrationTimeout - 1);
      await flush();
      expect(done).toBe(false);

      clock.advance(1);
      await flush();
      expect(done).toBe(true);
      expect(mirror.getItem(NETWORK)).toBeNull();
      expect(reported()).toEqual([
        `read ${NETWORK}: Error: no answer within ${TIMING_MS.storageHydrationTimeout} ms`,
        `read ${STATUS}: Error: no answer within ${TIMING_MS.storageHydrationTimeout} ms`,
      ]);

      // An answer after the wait is not taken: the instance has already started without it.
      await store.answerAll();
      expect(mirror.getItem(NETWORK)).toBeNull();
    });

    it('a store read before start that answers later is read from memory from then on', async () => {
      const store = new LateStorage({ [NETWORK]: '"eip155:10"' });
      store.fail('get', STATUS, new Error('not yet open'));
      const { mirror } = mirrorOf(store);

      // Read before hydration (a use case reading early): nothing known yet, no rejection left unhandled.
      expect(mirror.getItem(STATUS)).toBeNull();
      const hydration = mirror.hydrate();
      await store.answerAll();
      await hydration;

      expect(mirror.getItem(NETWORK)).toBe('"eip155:10"');
      expect(store.log()).toEqual([`get ${STATUS}`, `get ${NETWORK}`, `get ${STATUS}`]);
    });

    it('Hostile store: a write that throws while another waits is reported, and the writes behind it still go', async () => {
      const late = new LateStorage();
      let throwing = false;
      const store = {
        getItem: () => null,
        setItem: (key: string, value: string) => {
          if (throwing) throw new Error('DataCloneError');
          return late.setItem(key, value);
        },
        removeItem: (key: string) => late.removeItem(key),
      };
      const { mirror, reported } = mirrorOf(store);
      mirror.hydrate();

      mirror.setItem(NETWORK, '"eip155:1"');
      throwing = true;
      mirror.setItem(STATUS, '"connected"');
      mirror.removeItem(NETWORK);
      await late.answerAll();
      await mirror.written();

      expect(reported()).toEqual([`write ${STATUS}: Error: DataCloneError`]);
      expect(late.log()).toEqual([`set ${NETWORK}="eip155:1"`, `remove ${NETWORK}`]);
      expect(mirror.getItem(STATUS)).toBe('"connected"');
    });

    it('a store answering in time leaves no timer behind', async () => {
      const store = new LateStorage();
      const { mirror, clock } = mirrorOf(store);
      const hydration = mirror.hydrate();
      expect(clock.pendingTimers()).toBe(1);

      await store.answerAll();
      await hydration;

      expect(clock.pendingTimers()).toBe(0);
    });
  });
});
