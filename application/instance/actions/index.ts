/**
 * The instance's actions: framework-free functions taking a Keyport first, one per file, each with
 * its Parameters, ReturnType and ErrorType. React view-models, hooks and scripts call the same ones.
 */
export * from './disconnect';
export * from './getAccount';
export * from './getAccountSummary';
export * from './getEvent';
export * from './getModal';
export * from './getNetwork';
export * from './getPickedWallet';
export * from './getSnackbar';
export * from './getState';
export * from './getTheme';
export * from './getWalletInfo';
export * from './getWalletProvider';
export * from './goBack';
export * from './navigate';
export * from './reportModalError';
export * from './showMessage';
export * from './switchNetwork';
export * from './watchAccount';
export * from './watchAccountSummary';
export * from './watchEvents';
export * from './watchModal';
export * from './watchNetwork';
export * from './watchSnackbar';
export * from './watchState';
export * from './watchTheme';
export * from './watchWalletInfo';
export * from './watchWalletProvider';
