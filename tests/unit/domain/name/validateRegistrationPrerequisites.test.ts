import * as E from 'fp-ts/Either';
import { validateRegistrationPrerequisites } from '../../../../domain/name/validateRegistrationPrerequisites';
import {
  AddressOrAuthConnectorNotFoundError,
  NetworkNotFoundError,
} from '../../../../domain/name/NameErrors';
import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';
import { type Connector } from '../../../../domain/connector/Connector';

const mainnet: CaipNetwork = {
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
};
const authConnector: Connector = { id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' };
const injected: Connector = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' };
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('SPEC §5 registration needs an active network, address and auth connector', () => {
  it('passes with all three', () => {
    expect(
      validateRegistrationPrerequisites({ activeCaipNetwork: mainnet, address: ADDRESS, authConnector }),
    ).toEqual(E.right({ activeCaipNetwork: mainnet, address: ADDRESS, authConnector }));
  });

  it('says "Network not found" first when there is no active network', () => {
    const result = validateRegistrationPrerequisites({ address: ADDRESS });
    expect(E.isLeft(result)).toBe(true);
    if (E.isLeft(result)) {
      expect(result.left).toBeInstanceOf(NetworkNotFoundError);
      expect(result.left.code).toBe('NETWORK_NOT_FOUND');
      expect(result.left.shortMessage).toBe('Network not found');
    }
  });

  it.each([
    ['no address', { activeCaipNetwork: mainnet, authConnector }],
    ['an empty address', { activeCaipNetwork: mainnet, address: '', authConnector }],
    ['no connector', { activeCaipNetwork: mainnet, address: ADDRESS }],
    [
      'a connector that is not AUTH',
      { activeCaipNetwork: mainnet, address: ADDRESS, authConnector: injected },
    ],
  ])('says "Address or auth connector not found" with %s', (_case, context) => {
    const result = validateRegistrationPrerequisites(context);
    expect(E.isLeft(result)).toBe(true);
    if (E.isLeft(result)) {
      expect(result.left).toBeInstanceOf(AddressOrAuthConnectorNotFoundError);
      expect(result.left.code).toBe('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND');
      expect(result.left.shortMessage).toBe('Address or auth connector not found');
    }
  });
});
