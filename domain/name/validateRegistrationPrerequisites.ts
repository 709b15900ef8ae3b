import * as E from 'fp-ts/Either';
import { type Connector } from '../connector/Connector';
import { type CaipNetwork } from '../network/CaipNetwork';
import {
  AddressOrAuthConnectorNotFoundError,
  type NameRegistrationError,
  NetworkNotFoundError,
} from './NameErrors';

/** What the registration flow has at hand when the visitor asks to register a name. */
export interface RegistrationContext {
  readonly activeCaipNetwork?: CaipNetwork | undefined;
  readonly address?: string | undefined;
  /** The embedded wallet's connector (type AUTH), which signs the registration message. */
  readonly authConnector?: Connector | undefined;
}

/** A registration context with everything present. */
export interface ReadyRegistrationContext {
  readonly activeCaipNetwork: CaipNetwork;
  readonly address: string;
  readonly authConnector: Connector;
}

/**
 * SPEC §5 "Registration needs an active network, address and auth connector": the network is
 * checked first ("Network not found"), then the address and the connector together ("Address or
 * auth connector not found"), since without a network neither could be used. A connector that is
 * not of type AUTH counts as missing: only the embedded wallet can sign a registration.
 */
export function validateRegistrationPrerequisites(
  context: RegistrationContext,
): E.Either<NameRegistrationError, ReadyRegistrationContext> {
  const { activeCaipNetwork, address, authConnector } = context;
  if (activeCaipNetwork === undefined) return E.left(new NetworkNotFoundError());
  if (address === undefined || address === '' || authConnector?.type !== 'AUTH') {
    return E.left(new AddressOrAuthConnectorNotFoundError());
  }
  return E.right({ activeCaipNetwork, address, authConnector });
}
