import { KeyportError } from './KeyportError';

/**
 * A switch to a network the site did not configure (its `networks` option). Keyport only moves
 * to networks the host offers; a wallet that moves elsewhere by itself meets SPEC §4
 * UnsupportedChain instead. Nothing changes when this is raised.
 */
export class NetworkNotConfiguredError extends KeyportError {
  override readonly name = 'NetworkNotConfiguredError';

  constructor(caipNetworkId: string, configured: readonly string[]) {
    super(
      'NETWORK_NOT_CONFIGURED',
      `Network ${caipNetworkId} is not one of the networks this site configured`,
      {
        details: `configured networks: ${configured.join(', ')}`,
      },
    );
  }
}
