/**
 * Keyport for web pages: the public entry. Importing it touches no browser global, so it can be
 * imported and rendered on a server; the modal itself loads the first time it is needed.
 *
 * ```tsx
 * import { createAppKit, evmAdapter, mainnet, AppKitButton } from 'keyport';
 *
 * createAppKit({ projectId: 'your-project-id', networks: [mainnet], adapters: [evmAdapter()] });
 * export const Header = () => <AppKitButton />;
 * ```
 */

// Creating the modal
export { createAppKit, type AppKitModal, type AppKitOptions, type KeyportAdapter } from './app/createAppKit';
export { evmAdapter } from './composition/evmAdapter';
export { AppKitProvider } from './components/AppKitProvider';

// Several instances on a page
export { createKeyport } from './app/createKeyport';
export { KeyportProvider } from './react/KeyportProvider';
export { type Keyport } from '../application/instance/Keyport';
export { type KeyportSetup } from '../application/instance/KeyportSetup';

// Hooks (REFERENCE §5)
export { useAppKit } from './hooks/useAppKit';
export { useAppKitAccount } from './hooks/useAppKitAccount';
export { useAppKitEvents } from './hooks/useAppKitEvents';
export { useAppKitNetwork, type AppKitNetwork } from './hooks/useAppKitNetwork';
export { useAppKitProvider } from './hooks/useAppKitProvider';
export { useAppKitState } from './hooks/useAppKitState';
export { useAppKitTheme, type AppKitTheme } from './hooks/useAppKitTheme';
export { useDisconnect } from './hooks/useDisconnect';
export { useWalletInfo } from './hooks/useWalletInfo';

// Buttons
export { AccountButton } from './components/AccountButton';
export { AppKitButton, type AppKitButtonProps } from './components/AppKitButton';
export { type AccountButtonProps, type ConnectButtonProps } from './components/buttonModels';
export { ConnectButton } from './components/ConnectButton';
export { NetworkButton } from './components/NetworkButton';
// AppKit's button elements, defined by createAppKit; typed for a site's TSX (`<appkit-button />`)
export { type ButtonElementAttributes } from './elements/ButtonElementAttributes';
// A site's own button fetching the modal's code when the visitor reaches for it
export { preloadModal } from './modal/preloadModal';

// Networks (SPEC §3 shape)
export * from './networks';

// Types hosts meet through the API
export { type PublicAccount } from '../domain/account/PublicAccount';
export { type ChainNamespace } from '../domain/chain/ChainNamespace';
export {
  type KeyportErrorEventName,
  type KeyportEvent,
  type KeyportEventName,
} from '../domain/events/KeyportEvent';
export {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type EvmChain,
  type NetworkInput,
} from '../domain/network/CaipNetwork';
export { type FeaturesInput } from '../domain/options/Features';
export { type KeyportOptions } from '../domain/options/KeyportOptions';
export { type ViewName } from '../domain/router/View';
export { type AppMetadata } from '../domain/theme/AppMetadata';
export { type ThemeMode } from '../domain/theme/ThemeMode';
export { type ThemeVariables } from '../domain/theme/ThemeVariables';
export { type CustomWallet } from '../domain/wallet/Wallet';
export { type OpenOptions } from '../application/instance/Keyport';
export { type PublicState } from '../application/instance/Keyport';
export { type DisconnectReturnType as DisconnectResult } from '../application/instance/actions/disconnect';

// Errors: the base every Keyport error extends, and the union of their codes (each class: './errors')
export { KeyportError, isKeyportError, type KeyportErrorOptions } from '../domain/errors/KeyportError';
export { type KeyportErrorCode } from '../domain/errors/KeyportErrorCode';

// Ports a deployment brings in place of the defaults (ports.storage may answer at once or later)
export {
  type KeyportPorts,
  type KeyportStorage,
  type StorageAnswer,
} from '../application/instance/KeyportPorts';
