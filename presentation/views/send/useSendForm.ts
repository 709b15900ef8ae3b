import { useEffect } from 'react';
import { tokenCaipAddress } from '../../../domain/balance/tokenCaipAddress';
import { type RouteEntry } from '../../../domain/router/View';
import { stringData } from '../../modal/ViewProps';
import { useKeyport } from '../../react/KeyportAppContext';
import { useFlowState } from '../shared/FlowState';
import { sendFlowOf } from './SendFlow';
import { isProblemShown, sendFormProblem } from './sendFormProblem';
import { sendAmountUsd, sendTokenOptions } from './sendTokenOptions';

/**
 * The send form's view-model: the form and what it says, and what its controls do. The token
 * list is read each time the form comes up (with the token the host asked for, `data.token`);
 * the form follows the account and network while up. A problem shows once the visitor has left
 * the field it is about or pressed "Review send" (`isProblemShown`); "Review send" reads as
 * disabled only while a problem shows.
 */
export function useSendForm(entry: RouteEntry) {
  const flow = sendFlowOf(useKeyport('WalletSendView'));
  const state = useFlowState(flow.state);
  const requestedToken = stringData(entry.data, 'token');
  useEffect(() => flow.follow(), [flow]);
  useEffect(() => {
    flow.enter(entry, requestedToken);
    void flow.loadTokens();
  }, [flow, entry, requestedToken]);

  const problem = sendFormProblem(flow.check(), state);
  const message = problem !== undefined && isProblemShown(problem, state) ? problem.message : undefined;
  return {
    form: state.form,
    options: sendTokenOptions(state.form.tokenBalances),
    pickedKey: state.form.token === undefined ? undefined : tokenCaipAddress(state.form.token),
    amountUsd: sendAmountUsd(state.form.token, state.form.sendTokenAmount),
    resolvingName: state.resolvingName,
    message,
    canReview: message === undefined && !state.resolvingName,
    flow,
  };
}
