import { type Connector } from '../../domain/connector/Connector';
import { cutForDisplay } from '../../domain/format/cutForDisplay';
import { type Eip1193Provider } from './Eip1193Provider';

/** The id of the wallet a host hands the EVM adapter itself (`evmAdapter({ provider })`). */
export const PROVIDED_CONNECTOR_ID = 'provider';

/** The connector for a host's own EIP-1193 provider: installed, and listed like an extension. */
export function providedConnector(provider: Eip1193Provider, name: string): Connector {
  return {
    id: PROVIDED_CONNECTOR_ID,
    name: cutForDisplay(name, 'name'),
    type: 'EXTERNAL',
    chain: 'eip155',
    installed: true,
    provider,
  };
}
