import {
  ChainAdapterNotFoundError,
  ChainRequiredError,
  ConnectionClientNotSetError,
  NetworkClientNotSetError,
  WalletConnectConnectorNotFoundError,
} from '../../../../domain/errors/ClientSetupErrors';

describe('SPEC §8 client setup errors', () => {
  it.each([
    [new ChainAdapterNotFoundError(), 'CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found'],
    [new NetworkClientNotSetError(), 'NETWORK_CLIENT_NOT_SET', 'NetworkController client not set'],
    [new ConnectionClientNotSetError(), 'CONNECTION_CLIENT_NOT_SET', 'ConnectionController client not set'],
    [
      new WalletConnectConnectorNotFoundError(),
      'WALLET_CONNECT_CONNECTOR_NOT_FOUND',
      'WalletConnectConnector not found',
    ],
  ])('SPEC §8: %s has its code and exact text', (error, code, text) => {
    expect(error.code).toBe(code);
    expect(error.shortMessage).toBe(text);
  });

  it('SPEC §8: "Chain is required ..." is a full sentence starting with "Chain is required"', () => {
    const error = new ChainRequiredError();
    expect(error.code).toBe('CHAIN_REQUIRED');
    expect(error.shortMessage).toBe('Chain is required to perform this action');
    expect(error.shortMessage.startsWith('Chain is required')).toBe(true);
  });

  it('SPEC §8: keeps the cause', () => {
    const cause = new Error('x');
    for (const error of [
      new ChainAdapterNotFoundError({ cause }),
      new NetworkClientNotSetError({ cause }),
      new ConnectionClientNotSetError({ cause }),
      new ChainRequiredError({ cause }),
      new WalletConnectConnectorNotFoundError({ cause }),
    ]) {
      expect(error.cause).toBe(cause);
    }
  });
});
