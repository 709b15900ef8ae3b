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
export * from './getAccountDetails';
export * from './getAccountTabs';
export * from './getActivity';
export * from './getBalances';
export * from './getBuyUrl';
export * from './getIdentity';
export * from './getModal';
export * from './getNetwork';
export * from './getOnrampOptions';
export * from './getOnrampQuote';
export * from './getSnackbar';
export * from './goBack';
export * from './listSendTokens';
export * from './listSwapTokens';
export * from './loadAccountTabs';
export * from './loadMoreActivity';
export * from './navigate';
export * from './openBuyCheckout';
export * from './quoteSwap';
export * from './resolveName';
export * from './resolveReceiver';
export * from './retryAccountTab';
export * from './selectAccountTab';
export * from './send';
export * from './showMessage';
export * from './swap';
export * from './switchNetwork';
export * from './waitForTransaction';
export * from './watchAccount';
export * from './watchAccountDetails';
export * from './watchAccountTabs';
export * from './watchModal';
export * from './watchNetwork';
export * from './watchPurchaseDelivery';
export * from './watchSnackbar';
