/**
 * Every error class Keyport throws or rejects with, and the union of their codes: what the public
 * entries (`presentation/index.ts`, `headless.ts`) give hosts for `instanceof` checks and
 * `switch (error.code)`. A new KeyportError subclass is exported here too;
 * `tests/unit/domain/errors/KeyportErrorCode.test.ts` fails on one that is not.
 */
export { KeyportError, isKeyportError, type KeyportErrorOptions } from '../../domain/errors/KeyportError';
export { type KeyportErrorCode } from '../../domain/errors/KeyportErrorCode';
export { FeatureNotLoadedError } from '../../domain/errors/FeatureNotLoadedError';
export { InstanceNameInUseError } from '../../domain/errors/InstanceNameInUseError';

export { InvalidCaipAddressError } from '../../domain/address/parseCaipAddress';

export { EmailCodeCooldownError } from '../../domain/embedded/emailCodeCooldown';

export {
  TokenBalanceUnavailableError,
  TransactionsFetchFailedError,
} from '../../domain/errors/AccountDataErrors';
export {
  AuthenticationInitFailedError,
  SignatureDeclinedError,
  SmartAccountUnsupportedError,
} from '../../domain/errors/AuthenticationErrors';
export {
  ChainAdapterNotFoundError,
  ChainRequiredError,
  ConnectionClientNotSetError,
  NetworkClientNotSetError,
  WalletConnectConnectorNotFoundError,
} from '../../domain/errors/ClientSetupErrors';
export {
  CreateAppKitRequiredError,
  InvalidAppConfigurationError,
} from '../../domain/errors/ConfigurationErrors';
export { ChainDisconnectFailedError, DisconnectFailedError } from '../../domain/errors/DisconnectErrors';
export {
  EmailLoginDependencyError,
  EmbeddedFrameRequestError,
  IframeNotSetError,
  InvalidAppEventError,
  InvalidFrameEventError,
  OperationAbortedError,
  RequestAbortedError,
  RpcCallNotAllowedError,
} from '../../domain/errors/EmbeddedFrameErrors';
export { UnknownError } from '../../domain/errors/GeneralErrors';
export { HttpStatusError } from '../../domain/errors/HttpStatusError';
export { KeyportDestroyedError } from '../../domain/errors/KeyportDestroyedError';
export { NetworkNotConfiguredError } from '../../domain/errors/NetworkErrors';
export { PairingStartTimeoutError } from '../../domain/errors/PairingStartTimeoutError';
export {
  NoActiveCaipAddressError,
  NoActiveCaipNetworkOrClientError,
  NoConnectionClientFoundError,
  SiwxNotEnabledError,
} from '../../domain/errors/SiwxFlowErrors';
export { GasPriceNetworkUnsupportedError, SwapNetworkUnsupportedError } from '../../domain/errors/SwapErrors';
export {
  ChainNotAddedError,
  InvalidWalletResponseError,
  RequestAlreadyPendingError,
  UnauthorizedWalletRequestError,
  UserRejectedRequestError,
  WalletNotConnectedError,
  WalletRequestFailedError,
  WalletUnavailableError,
} from '../../domain/errors/WalletRequestErrors';
export { UnsafeLinkError } from '../../domain/link/UnsafeLinkError';
export {
  AddressOrAuthConnectorNotFoundError,
  InvalidChainIdError,
  InvalidNameError,
  NameServiceError,
  NetworkNotFoundError,
} from '../../domain/name/NameErrors';
export { InvalidCaipNetworkIdError } from '../../domain/network/parseCaipNetworkId';
export {
  DefaultNetworkNotConfiguredError,
  InvalidNetworkError,
  InvalidOptionsError,
  SiweAndSiwxError,
} from '../../domain/options/OptionsErrors';
export {
  InsufficientBalanceError,
  InvalidAddressError,
  InvalidAmountError,
  ReceiverNameWithoutAddressError,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from '../../domain/send/SendErrors';
export { InvalidStoredValueError } from '../../domain/storage/StorageEntry';
export {
  NoSwapQuoteError,
  SameSwapTokensError,
  SwapAmountTooSmallError,
  SwapApprovalNotConfirmedError,
  SwapRevertedError,
} from '../../domain/swap/SwapFlowErrors';
export {
  AmbiguousTokenError,
  InvalidTransactionHashError,
  NetworkNotActiveError,
  UnknownTokenError,
} from '../../domain/errors/TransactionRequestErrors';
export { InvalidThemeModeError } from '../../domain/theme/ThemeMode';
export { InvalidThemeVariablesError } from '../../domain/theme/ThemeVariables';
export { SessionNotRevokedError } from '../blockchain-api/SessionNotRevokedError';
export { InvalidResponseError, RequestFailedError, RequestTimeoutError } from '../http/RequestErrors';
export { ResponseTooLargeError } from '../http/ResponseTooLargeError';
export { PairingExpiredError, PairingFailedError } from '../walletconnect/PairingErrors';
export { WalletConnectStartError } from '../walletconnect/WalletConnectStartError';
