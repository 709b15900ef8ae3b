import { checkedPorts } from '../../../../application/instance/checkedPorts';
import { InvalidOptionsError } from '../../../../domain/options/OptionsErrors';
import { createKeyport } from '../../../../infrastructure/composition/headless';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { FakeBlockchainApi } from '../../../fakes/FakeBlockchainApi';
import { FakeClock } from '../../../fakes/FakeClock';
import { FakeWalletRegistry } from '../../../fakes/FakeWalletRegistry';
import { RecordingAnalytics } from '../../../fakes/RecordingAnalytics';
import { ethereum } from '../../../fixtures/networks';

/** The messages `checkedPorts` refuses `ports` with (it must refuse). */
function refusal(ports: unknown): string[] {
  try {
    checkedPorts(ports);
  } catch (error) {
    if (error instanceof InvalidOptionsError) return error.problems.map((p) => `${p.option}: ${p.problem}`);
    throw error;
  }
  throw new Error('the ports were accepted');
}

describe('checkedPorts (SPEC §1 creation rules: the ports a setup brings are checked at creation)', () => {
  it('accepts every port whole, adapters with methods of their own, and no ports at all', () => {
    const ports = {
      storage: new MemoryStorage(),
      blockchainApi: new FakeBlockchainApi(),
      walletRegistry: new FakeWalletRegistry([]),
      analytics: new RecordingAnalytics(),
      clock: new FakeClock(),
    };
    expect(checkedPorts(ports)).toBe(ports);
    expect(checkedPorts(undefined)).toEqual({});
    const withMoreMethods = { getItem: () => null, setItem() {}, removeItem() {}, clear() {} };
    expect(checkedPorts({ storage: withMoreMethods }).storage).toBe(withMoreMethods);
  });

  it('a storage missing a method is refused, naming the method', () => {
    expect(refusal({ storage: { getItem: () => null, setItem: () => undefined } })).toEqual([
      'ports.storage.removeItem: expected a function, got undefined',
    ]);
  });

  it('every missing or wrong member is named at once, port by port', () => {
    const { getBalances: _dropped, ...withoutBalances } = Object.fromEntries(
      Object.getOwnPropertyNames(FakeBlockchainApi.prototype)
        .filter((name) => name !== 'constructor')
        .map((name) => [name, () => undefined]),
    );
    expect(
      refusal({
        blockchainApi: withoutBalances,
        walletRegistry: { getWallets: () => undefined, walletImageUrl: 'https://img' },
        analytics: {},
        clock: { now: () => 0, scheduler: {} },
      }),
    ).toEqual([
      'ports.blockchainApi.getBalances: expected a function, got undefined',
      'ports.walletRegistry.walletImageUrl: expected a function, got "https://img"',
      'ports.analytics.send: expected a function, got undefined',
      'ports.clock.scheduler.now: expected a function, got undefined',
      'ports.clock.scheduler.schedule: expected a function, got undefined',
    ]);
  });

  it('a misspelt port is refused with the name it was probably meant to be, not silently ignored', () => {
    expect(refusal({ storag: new MemoryStorage() })).toEqual([
      'ports.storag: unknown port; did you mean storage?',
    ]);
  });

  it.each([
    ['a string', 'localStorage', 'ports: expected an object of ports, got "localStorage"'],
    ['null', null, 'ports: expected an object of ports, got null'],
    [
      'a storage that is a function',
      { storage: () => null },
      'ports.storage: expected a storage, got function',
    ],
  ])('ports that are %s are refused', (_what, ports, message) => {
    expect(refusal(ports)).toEqual([message]);
  });

  it('SPEC §1: createKeyport refuses bad ports with INVALID_OPTIONS before anything is created', () => {
    const storage = { getItem: jest.fn(() => null), setItem: jest.fn() };
    expect(() => createKeyport({ networks: [ethereum] }, { ports: { storage } as never })).toThrow(
      expect.objectContaining({
        code: 'INVALID_OPTIONS',
        shortMessage: 'Option ports.storage.removeItem: expected a function, got undefined',
      }),
    );
    expect(storage.getItem).not.toHaveBeenCalled();
  });
});
