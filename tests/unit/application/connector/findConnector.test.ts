import { findConnector } from '../../../../application/connector/findConnector';
import { type Connector } from '../../../../domain/connector/Connector';
import { WalletUnavailableError } from '../../../../domain/errors/WalletRequestErrors';

const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' };
const solanaMetamask: Connector = { ...metamask, chain: 'solana' };
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
};
const connectors = [metamask, solanaMetamask, walletConnect];

describe('findConnector: the connector a script names by id (connect)', () => {
  it('prefers the active namespace, or takes the namespace named', () => {
    expect(findConnector(connectors, { id: 'io.metamask', namespace: undefined }, 'solana')).toBe(
      solanaMetamask,
    );
    expect(findConnector(connectors, { id: 'io.metamask', namespace: undefined }, 'eip155')).toBe(metamask);
    expect(findConnector(connectors, { id: 'io.metamask', namespace: 'solana' }, 'eip155')).toBe(
      solanaMetamask,
    );
    expect(findConnector([metamask], { id: 'io.metamask', namespace: undefined }, undefined)).toBe(metamask);
  });

  it('SPEC §8: a connector that is not there is WALLET_UNAVAILABLE, naming it', () => {
    const find = (id: string, namespace?: 'bip122') => () =>
      findConnector(connectors, { id, namespace }, 'eip155');

    expect(find('io.rabby')).toThrow(WalletUnavailableError);
    expect(find('io.rabby')).toThrow('io.rabby is not available in this browser');
    expect(find('io.metamask', 'bip122')).toThrow(WalletUnavailableError);
  });

  it("WalletConnect's connector is refused: it pairs by QR code, with connect's walletConnect", () => {
    expect(() => findConnector(connectors, { id: 'walletConnect', namespace: undefined }, 'eip155')).toThrow(
      'connect: "walletConnect" pairs by QR code; use connect(keyport, { walletConnect: true })',
    );
  });
});
