import { AUTH_CONNECTOR_ID } from '../../domain/connector/authConnectorId';
import { type Connector } from '../../domain/connector/Connector';
import { withHostImage } from '../../domain/connector/withHostImage';

/** How the account and the connection name the embedded wallet (its email or social login). */
export const AUTH_CONNECTOR_NAME = 'Email & Socials';

/**
 * SPEC §3: the embedded wallet's connector (type AUTH, eip155), whose provider is the EIP-1193
 * provider over the frame, with the host's image for it when `connectorImages` names one.
 */
export function authConnector(
  provider: unknown,
  connectorImages: Readonly<Partial<Record<string, string>>>,
): Connector {
  return withHostImage(
    { id: AUTH_CONNECTOR_ID, name: AUTH_CONNECTOR_NAME, type: 'AUTH', chain: 'eip155', provider },
    connectorImages,
  );
}
