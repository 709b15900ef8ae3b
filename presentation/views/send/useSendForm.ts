import * as E from 'fp-ts/Either';
import { useEffect } from 'react';
import { useKeyport } from '../../react/KeyportAppContext';
import { useFlowState } from '../shared/FlowState';
import { sendFlowOf } from './SendFlow';

/**
 * The send form's view-model: the form and what it says, and what its controls do. The token
 * list is read each time the form comes up; the form follows the account and network while up.
 */
export function useSendForm() {
  const flow = sendFlowOf(useKeyport('WalletSendView'));
  const state = useFlowState(flow.state);
  useEffect(() => flow.follow(), [flow]);
  useEffect(() => {
    void flow.loadTokens();
  }, [flow]);

  const checked = flow.check();
  // The first SPEC §5 reason the form cannot be sent, or the name's own error.
  const message = state.receiverError ?? (E.isLeft(checked) ? checked.left.shortMessage : undefined);
  return {
    form: state.form,
    resolvingName: state.resolvingName,
    message,
    ready: message === undefined && !state.resolvingName,
    flow,
  };
}
