/**
 * The instance's actions: framework-free functions taking a Keyport first, one per file, each with
 * its Parameters, ReturnType and ErrorType. React view-models, hooks and scripts call the same ones.
 */
export * from './disconnect';
export * from './getAccount';
export * from './getModal';
export * from './getNetwork';
export * from './getSnackbar';
export * from './goBack';
export * from './navigate';
export * from './showMessage';
export * from './switchNetwork';
export * from './watchAccount';
export * from './watchModal';
export * from './watchNetwork';
export * from './watchSnackbar';
