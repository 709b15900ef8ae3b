/**
 * The instance's actions: framework-free functions taking a Keyport first, one per file, each with
 * its Parameters, ReturnType and ErrorType. React view-models, hooks and scripts call the same ones.
 */
export * from './chooseWallet';
export * from './connect';
export * from './disconnect';
export * from './filterWallets';
export * from './getAccount';
export * from './getAllWallets';
export * from './getConnection';
export * from './getConnectOptions';
export * from './getConnectors';
export * from './getDevice';
export * from './getModal';
export * from './getNetwork';
export * from './getPairing';
export * from './getPickedWallet';
export * from './getSnackbar';
export * from './getWalletList';
export * from './goBack';
export * from './loadMoreWallets';
export * from './loadWalletList';
export * from './navigate';
export * from './openAllWallets';
export * from './openWalletLink';
export * from './pairWalletConnect';
export * from './retryPairing';
export * from './searchWallets';
export * from './showMessage';
export * from './switchNetwork';
export * from './watchAccount';
export * from './watchAllWallets';
export * from './watchConnection';
export * from './watchConnectOptions';
export * from './watchConnectors';
export * from './watchModal';
export * from './watchNetwork';
export * from './watchPairing';
export * from './watchSnackbar';
export * from './watchWalletList';
