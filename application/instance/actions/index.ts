/**
 * The instance's actions: framework-free functions taking a Keyport first, one per file, each with
 * its Parameters, ReturnType and ErrorType. React view-models, hooks and scripts call the same ones.
 */
export * from './approve';
export * from './checkSwapApproval';
export * from './disconnect';
export * from './estimateMaxSend';
export * from './estimateSend';
export * from './getAccount';
export * from './getModal';
export * from './getNetwork';
export * from './getSnackbar';
export * from './goBack';
export * from './listSendTokens';
export * from './listSwapTokens';
export * from './navigate';
export * from './quoteSwap';
export * from './resolveReceiver';
export * from './send';
export * from './showMessage';
export * from './swap';
export * from './switchNetwork';
export * from './waitForTransaction';
export * from './watchAccount';
export * from './watchModal';
export * from './watchNetwork';
export * from './watchSnackbar';
