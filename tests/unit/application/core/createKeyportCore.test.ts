import { ContainerModule } from 'inversify';
import { createKeyportCore, buildKeyportContainer } from '../../../../application/core/createKeyportCore';
import { Keyport } from '../../../../application/instance/Keyport';
import { OptionsStore } from '../../../../application/options/OptionsStore';
import { Analytics } from '../../../../application/ports/Analytics';
import { BlockchainApi } from '../../../../application/ports/BlockchainApi';
import { ChainAdapter } from '../../../../application/ports/ChainAdapter';
import { Clock } from '../../../../application/ports/Clock';
import { Environment } from '../../../../application/ports/Environment';
import { Storage } from '../../../../application/ports/Storage';
import { type KeyportOptions } from '../../../../domain/options/KeyportOptions';
import { InvalidOptionsError, SiweAndSiwxError } from '../../../../domain/options/OptionsErrors';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { FakeBlockchainApi } from '../../../fakes/FakeBlockchainApi';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { FakeClock } from '../../../fakes/FakeClock';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { RecordingAnalytics } from '../../../fakes/RecordingAnalytics';
import { BAD_OPTION_SETS } from '../../../fixtures/badOptions';
import { arbitrum, ethereum, sepolia } from '../../../fixtures/networks';
import { createTestCore } from '../../../support/createTestCore';

function fakePorts(analytics = new RecordingAnalytics()): ContainerModule {
  return new ContainerModule((bind) => {
    bind(Clock).toConstantValue(new FakeClock());
    bind(Storage).toConstantValue(new MemoryStorage());
    bind(Analytics).toConstantValue(analytics);
    bind(Environment).toConstantValue(new FakeEnvironment());
    bind(BlockchainApi).toConstantValue(new FakeBlockchainApi());
    bind(ChainAdapter).toConstantValue(new FakeChainAdapter('eip155'));
  });
}

const signIn = { getRequired: () => false };

describe('createKeyportCore (SPEC §1 creation)', () => {
  it('SPEC §1: creates a started core from the options and the deployment adapters', () => {
    const core = createKeyportCore({ projectId: 'p', networks: [ethereum, arbitrum] }, [fakePorts()]);

    expect(core).toBeInstanceOf(Keyport);
    expect(core.getState()).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      initialized: true,
    });
    expect(core.getEvent().data.event).toBe('INITIALIZE');
  });

  it('SPEC §1: the container holds the options with every default applied', () => {
    const container = buildKeyportContainer({ projectId: ' p ', networks: [ethereum] }, [fakePorts()]);

    expect(container.get(OptionsStore).get()).toMatchObject({
      projectId: 'p',
      defaultNetwork: ethereum,
      enableNetworkSwitch: true,
      allowUnsupportedChain: false,
      themeMode: 'dark',
      alerts: [],
    });
  });

  it('SPEC §1: creation fails when both siweConfig and siwx are set', () => {
    const create = (): Keyport =>
      createKeyportCore({ projectId: 'p', networks: [ethereum], siweConfig: signIn, siwx: signIn }, [
        fakePorts(),
      ]);

    expect(create).toThrow(SiweAndSiwxError);
    expect(create).toThrow('Options siweConfig and siwx cannot both be set; pass only siwx');
  });

  it('SPEC §1: createTestCore fails the same way (the options are checked before anything is built)', () => {
    expect(() => createTestCore({ options: { siweConfig: signIn, siwx: signIn } })).toThrow(
      new SiweAndSiwxError().message,
    );
  });

  it('SPEC §1: creation fails when networks is empty', () => {
    const options = { projectId: 'p', networks: [] } as unknown as KeyportOptions;

    expect(() => createKeyportCore(options, [fakePorts()])).toThrow(InvalidOptionsError);
    expect(() => createKeyportCore(options, [fakePorts()])).toThrow(
      'Option networks: expected a non-empty list of networks, got []',
    );
  });

  it.each(BAD_OPTION_SETS.map((set) => [set.mistake, set] as const))(
    'Hostile input: the core refuses %s, naming the option',
    (_, set) => {
      const create = (): Keyport => createKeyportCore(set.options as KeyportOptions, [fakePorts()]);
      expect(create).toThrow(InvalidOptionsError);
      expect(create).toThrow(set.message);
    },
  );

  it('SPEC §1: creation fails when the default network is not one of networks', () => {
    expect(() =>
      createKeyportCore({ projectId: 'p', networks: [ethereum], defaultNetwork: sepolia }, [fakePorts()]),
    ).toThrow('Option defaultNetwork (eip155:11155111) is not one of networks');
  });

  it('SPEC §1, §8: a missing project id does not fail creation; it raises the alert', () => {
    const core = createKeyportCore({ networks: [ethereum] }, [fakePorts()]);

    expect(core.getAlerts().map((alert) => alert.title)).toEqual(['Project ID Not Configured']);
    expect(core.getState().initialized).toBe(true);
  });

  it('SPEC §1: each core has its own state', async () => {
    const first = createKeyportCore({ projectId: 'p', networks: [ethereum] }, [fakePorts()]);
    const second = createKeyportCore({ projectId: 'p', networks: [ethereum] }, [fakePorts()]);

    await first.open();

    expect(first.isOpen()).toBe(true);
    expect(second.isOpen()).toBe(false);
  });
});
