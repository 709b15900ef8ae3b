import { type Connector } from '../../../../domain/connector/Connector';
import { findInstalledConnector } from '../../../../domain/connector/findInstalledConnector';

const announcedEvm: Connector = {
  id: 'io.rabby',
  name: 'Rabby',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.rabby' },
};
const multiChainSolana: Connector = {
  ...announcedEvm,
  id: 'rabby-sol',
  type: 'MULTI_CHAIN',
  chain: 'solana',
};
const byExplorerId: Connector = {
  id: 'trust',
  name: 'Trust',
  type: 'INJECTED',
  chain: 'eip155',
  explorerId: 'trust-id',
};
const external: Connector = {
  id: 'safe',
  name: 'Safe',
  type: 'EXTERNAL',
  chain: 'eip155',
  explorerId: 'safe-id',
  info: { rdns: 'global.safe' },
};

describe('REFERENCE §7: an explorer wallet installed in this browser connects through its connector', () => {
  it('finds the connector announcing the wallet rdns', () => {
    expect(findInstalledConnector({ id: 'rabby-id', rdns: 'io.rabby' }, [announcedEvm], 'eip155')).toBe(
      announcedEvm,
    );
  });

  it('finds the connector the adapter tied to the wallet explorer id', () => {
    expect(findInstalledConnector({ id: 'trust-id' }, [announcedEvm, byExplorerId], 'eip155')).toBe(
      byExplorerId,
    );
  });

  it('without an rdns, matches an injected id of the wallet', () => {
    const wallet = { id: 'x', rdns: null, injected: [{ namespace: 'eip155', injected_id: 'io.rabby' }] };
    expect(findInstalledConnector(wallet, [announcedEvm], 'eip155')).toBe(announcedEvm);
  });

  it('prefers the connector of the active namespace, else the first match', () => {
    const wallet = { id: 'rabby-id', rdns: 'io.rabby' };
    expect(findInstalledConnector(wallet, [announcedEvm, multiChainSolana], 'solana')).toBe(multiChainSolana);
    expect(findInstalledConnector(wallet, [multiChainSolana, announcedEvm], 'bip122')).toBe(multiChainSolana);
    expect(findInstalledConnector(wallet, [multiChainSolana, announcedEvm], undefined)).toBe(
      multiChainSolana,
    );
  });

  it('a wallet not installed, or only reachable through a non-installed connector, has none', () => {
    expect(findInstalledConnector({ id: 'zerion-id', rdns: 'io.zerion' }, [announcedEvm], 'eip155')).toBe(
      undefined,
    );
    expect(findInstalledConnector({ id: 'safe-id', rdns: 'global.safe' }, [external], 'eip155')).toBe(
      undefined,
    );
  });
});
