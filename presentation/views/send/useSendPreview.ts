import { useEffect } from 'react';
import { tokenContractAddress } from '../../../domain/send/evmSendCall';
import { useKeyport } from '../../react/KeyportAppContext';
import { useFlowState } from '../shared/FlowState';
import { sendFlowOf } from './SendFlow';
import { t } from './sendMessages';
import { sendAmountUsd } from './sendTokenOptions';

/**
 * The review's view-model: the send under review and who sends it where, with the amount's USD
 * worth; its fee as text, in USD too when the native token's price is known; the wallet being
 * asked, and once sent, the confirmation. It follows the account and network (a switch clears the
 * form, and the review says the send is no longer complete).
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
  const native = state.form.tokenBalances.find((token) => tokenContractAddress(token) === undefined);
  const preview = flow.preview();
  return {
    sent: state.sent,
    preview,
    amountUsd: sendAmountUsd(preview?.send.token, preview?.send.amount),
    receiverName: state.form.receiverProfileName,
    fee,
    feeUsd: state.feeLoading ? undefined : sendAmountUsd(native, state.fee?.amount),
    feeLoading: state.feeLoading,
    sending: state.sending,
    flow,
  };
}
