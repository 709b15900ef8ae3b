import { useEffect } from 'react';
import { useKeyport } from '../../react/KeyportAppContext';
import { useFlowState } from '../shared/FlowState';
import { sendFlowOf } from './SendFlow';
import { t } from './sendMessages';

/**
 * The review's view-model: the send under review and who sends it where, its fee as text, the
 * wallet being asked, and once sent, the confirmation. It follows the account and network (a
 * switch clears the form, and the review says the send is no longer complete).
 */
export function useSendPreview() {
  const flow = sendFlowOf(useKeyport('WalletSendPreviewView'));
  const state = useFlowState(flow.state);
  useEffect(() => flow.follow(), [flow]);

  const fee = state.feeLoading
    ? t('send.feeLoading')
    : state.feeUnavailable || state.fee === undefined
      ? t('send.feeUnavailable')
      : t('account.balance', { amount: state.fee.amount, symbol: state.fee.symbol });
  return {
    sent: state.sent,
    preview: flow.preview(),
    receiverName: state.form.receiverProfileName,
    fee,
    feeLoading: state.feeLoading,
    sending: state.sending,
    flow,
  };
}
