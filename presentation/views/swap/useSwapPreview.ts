import { useEffect } from 'react';
import { useKeyport } from '../../react/KeyportAppContext';
import { useFlowState } from '../shared/FlowState';
import { moveBack } from '../shared/flowEffects';
import { swapFlowOf } from './SwapFlow';
import { swapSummary } from './swapSummary';

/**
 * The review's view-model: what is paid and received, whether the approval comes first, and what
 * "Approve", "Swap" and "Cancel" do. Another account or network reads the form afresh, so the
 * review no longer offers a swap asked for on the network left.
 */
export function useSwapPreview() {
  const keyport = useKeyport('SwapPreviewView');
  const flow = swapFlowOf(keyport);
  const state = useFlowState(flow.state);
  useEffect(() => flow.follow(), [flow]);
  const quote = state.quote.kind === 'ready' ? state.quote : undefined;
  return {
    state,
    summary: swapSummary(state),
    quote,
    approvalFirst: state.approval === 'needed' || state.approval === 'approving',
    busy: state.approval === 'approving' || state.approval === 'checking' || state.swapping,
    flow,
    cancel: () => void moveBack(keyport),
  };
}
