import { useEffect } from 'react';
import { navigate } from '../../../application/instance/actions/navigate';
import { useKeyport } from '../../react/KeyportAppContext';
import { useFlowState } from '../shared/FlowState';
import { isSameToken, type SwapFlow, swapFlowOf } from './SwapFlow';
import { swapAmountProblem } from './swapAmountProblem';
import { type SwapFlowState } from './swapFlowState';
import { swapSummary } from './swapSummary';
import { t } from './swapMessages';
import { QUOTE_DEBOUNCE_MS } from './swapTiming';

/**
 * The Swap view's view-model: the form read when the view comes up and again when the account or
 * network changes; the quote asked once typing pauses (a newer amount or pair cancels the wait);
 * what the review button says (what stands in the way, precisely) and whether it may be pressed.
 */
export function useSwapForm() {
  const keyport = useKeyport('SwapView');
  const flow = swapFlowOf(keyport);
  const state = useFlowState(flow.state);
  useEffect(() => {
    void flow.load();
    return flow.follow();
  }, [flow]);
  useQuoteWhenTypingPauses(flow, state.quote.kind === 'loading' ? quoteKey(state) : undefined);

  const summary = swapSummary(state);
  const sameToken = isSameToken(state.from, state.to);
  const amountProblem = swapAmountProblem(state.amountText, summary.sold?.token);
  const canReview =
    state.amount !== undefined &&
    !sameToken &&
    !state.insufficientBalance &&
    state.quote.kind === 'ready' &&
    !state.reviewing;
  // What stands in the way first: the pair, the amount as typed, then the balance.
  const action = sameToken
    ? t('swap.sameToken')
    : (amountProblem ?? (state.insufficientBalance ? t('swap.insufficientBalance') : t('swap.review')));
  return {
    state,
    summary,
    canReview,
    action,
    flow,
    switchNetwork: () => navigate(keyport, { to: { view: 'Networks' } }),
  };
}

/** The quote waits for typing (or picking) to pause; a change of pair or amount starts the wait again. */
function useQuoteWhenTypingPauses(flow: SwapFlow, key: string | undefined): void {
  useEffect(() => {
    if (key === undefined) return;
    const wait = setTimeout(() => void flow.fetchQuote(), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(wait);
  }, [flow, key]);
}

function quoteKey({ from, to, amount }: Pick<SwapFlowState, 'from' | 'to' | 'amount'>): string {
  return `${from ?? ''}|${to ?? ''}|${amount ?? ''}`;
}
