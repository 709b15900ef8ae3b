import { arbitrum, base, mainnet, sepolia } from 'viem/chains';
import { switchNetwork } from '../../../../application/instance/actions/switchNetwork';
import { type Keyport } from '../../../../application/instance/Keyport';
import { type KeyportOptions } from '../../../../domain/options/KeyportOptions';
import { createTestCore } from '../../../support/createTestCore';

/** AppKit's `base` from `@reown/appkit/networks`: viem's chain with the CAIP fields and assets. */
const appKitBase = {
  ...base,
  chainNamespace: 'eip155' as const,
  caipNetworkId: 'eip155:8453' as const,
  assets: { imageId: 'a8d876c6-f5b6-4d6f-8d5b-1f2e0c7b4c3d', imageUrl: '' },
};

const cores: Keyport[] = [];
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.destroy()));
});

function start(options: Partial<KeyportOptions>): Keyport {
  const { core } = createTestCore({ options });
  cores.push(core);
  return core;
}

describe("AppKit drop-in: viem's and AppKit's network objects as options (SPEC §3 network)", () => {
  it('networks from viem/chains and an AppKit network are configured, each in Keyport’s shape', () => {
    const core = start({ networks: [mainnet, appKitBase, arbitrum] });
    expect(core.getCaipNetworks().map((network) => network.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:8453',
      'eip155:42161',
    ]);
    expect(core.getCaipNetwork()).toMatchObject({
      id: 1,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
      name: mainnet.name,
    });
    // viem's object is the host's: Keyport copied it rather than writing the CAIP fields into it.
    expect(mainnet).not.toHaveProperty('caipNetworkId');
  });

  it("defaultNetwork may be viem's chain: the configured network with its id is active", () => {
    const core = start({ networks: [mainnet, arbitrum], defaultNetwork: arbitrum });
    expect(core.getCaipNetwork()?.caipNetworkId).toBe('eip155:42161');
  });

  it('a defaultNetwork from viem that is not among the networks is still refused, by its CAIP id', () => {
    expect(() => start({ networks: [mainnet], defaultNetwork: sepolia })).toThrow(
      'Option defaultNetwork (eip155:11155111) is not one of networks',
    );
  });

  it("switchNetwork(network) takes viem's chain, through the instance and the action", async () => {
    const core = start({ networks: [mainnet, arbitrum, appKitBase] });
    await core.switchNetwork(arbitrum);
    expect(core.getCaipNetwork()?.caipNetworkId).toBe('eip155:42161');
    const active = await switchNetwork(core, { network: base });
    expect(active).toMatchObject({ chainNamespace: 'eip155', caipNetworkId: 'eip155:8453' });
    expect(core.getCaipNetwork()?.caipNetworkId).toBe('eip155:8453');
  });

  it("switching to viem's chain the site did not configure is refused as not configured", async () => {
    const core = start({ networks: [mainnet] });
    await expect(switchNetwork(core, { network: sepolia })).rejects.toMatchObject({
      code: 'NETWORK_NOT_CONFIGURED',
    });
    expect(core.getCaipNetwork()?.caipNetworkId).toBe('eip155:1');
  });
});
