import {
  clearsSiwxSessions,
  type ConnectedConnectorByNamespace,
  namespacesToDisconnect,
} from '../../../../domain/disconnect/DisconnectScope';
import { CONNECTOR_TYPES } from '../../../../domain/connector/Connector';

describe('SPEC §4 disconnect scope', () => {
  describe('disconnects the given namespace plus all other namespaces sharing the same wallet-connect or auth connector', () => {
    it('takes every namespace of a shared wallet-connect session', () => {
      const connected: ConnectedConnectorByNamespace = {
        eip155: { id: 'walletConnect', type: 'WALLET_CONNECT' },
        solana: { id: 'walletConnect', type: 'WALLET_CONNECT' },
        bip122: { id: 'xverse', type: 'ANNOUNCED' },
      };
      expect(namespacesToDisconnect('solana', connected)).toEqual(['eip155', 'solana']);
    });

    it('takes every namespace of a shared auth (embedded wallet) login', () => {
      const connected: ConnectedConnectorByNamespace = {
        eip155: { id: 'ID_AUTH', type: 'AUTH' },
        solana: { id: 'ID_AUTH', type: 'AUTH' },
      };
      expect(namespacesToDisconnect('eip155', connected)).toEqual(['eip155', 'solana']);
    });

    it('does not take a namespace on another connector of the same type', () => {
      const connected: ConnectedConnectorByNamespace = {
        eip155: { id: 'walletConnect', type: 'WALLET_CONNECT' },
        solana: { id: 'otherWalletConnect', type: 'WALLET_CONNECT' },
      };
      expect(namespacesToDisconnect('eip155', connected)).toEqual(['eip155']);
    });

    it('does not take a namespace sharing an id under another type', () => {
      const connected: ConnectedConnectorByNamespace = {
        eip155: { id: 'walletConnect', type: 'WALLET_CONNECT' },
        solana: { id: 'walletConnect', type: 'INJECTED' },
      };
      expect(namespacesToDisconnect('eip155', connected)).toEqual(['eip155']);
    });

    it('takes only the given namespace for an injected connector, even when shared', () => {
      const connected: ConnectedConnectorByNamespace = {
        eip155: { id: 'phantom', type: 'ANNOUNCED' },
        solana: { id: 'phantom', type: 'ANNOUNCED' },
      };
      expect(namespacesToDisconnect('eip155', connected)).toEqual(['eip155']);
    });

    it('takes a given namespace that is not connected, so its state is reset', () => {
      expect(namespacesToDisconnect('polkadot', { eip155: { id: 'a', type: 'INJECTED' } })).toEqual([
        'polkadot',
      ]);
    });
  });

  describe('with no namespace it disconnects all', () => {
    it('takes every connected namespace', () => {
      const connected: ConnectedConnectorByNamespace = {
        solana: { id: 'phantom', type: 'ANNOUNCED' },
        eip155: { id: 'walletConnect', type: 'WALLET_CONNECT' },
      };
      expect(namespacesToDisconnect(undefined, connected)).toEqual(['eip155', 'solana']);
    });

    it('takes nothing when nothing is connected', () => {
      expect(namespacesToDisconnect(undefined, {})).toEqual([]);
    });
  });

  describe('only the wallet-connect disconnect clears SIWX sessions first', () => {
    it.each(CONNECTOR_TYPES)('%s', (type) => {
      expect(clearsSiwxSessions(type)).toBe(type === 'WALLET_CONNECT');
    });
  });
});
