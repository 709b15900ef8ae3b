import { initialSendState, type SendState } from '../../../domain/send/SendState';
import { type TransactionOutcome } from '../../../domain/transaction/TransactionOutcome';

/** A send the wallet accepted: what the confirmation shows. */
export interface SentTransaction {
  readonly hash: string;
  /** The transaction's page on the network's block explorer, when the network names one. */
  readonly explorerUrl?: string | undefined;
  readonly amount: string;
  readonly symbol: string;
  readonly receiverAddress: string;
  /** Still being watched for its receipt, or what became of it. */
  readonly status: 'watching' | TransactionOutcome;
}

/** The network fee of the reviewed send, as the review shows it. */
export interface ShownFee {
  /** In whole native tokens, rounded up: `"0.000021"`. */
  readonly amount: string;
  readonly symbol: string;
}

/** The form's fields the visitor types in; a field's problem shows once it has been left. */
export type SendField = 'amount' | 'receiver';

/**
 * The send views' state: the SPEC §3 form, which fields the visitor has left and whether they
 * pressed "Review send" (problems show only then), the account and network it was filled for,
 * the receiver's name being resolved, the review's fee, the wallet being asked, and the last send
 * the wallet accepted.
 */
export interface SendFlowState {
  readonly form: SendState;
  readonly touched: Readonly<Record<SendField, boolean>>;
  /** "Review send" was pressed: every problem of the form shows. */
  readonly submitted: boolean;
  /** The account and network the form belongs to (`undefined` before the form was first shown). */
  readonly senderKey: string | undefined;
  readonly resolvingName: boolean;
  /** Why the typed name gives no receiver (the SPEC §8 name error, or no address on the network). */
  readonly receiverError?: string | undefined;
  readonly fee?: ShownFee | undefined;
  readonly feeLoading: boolean;
  /** The fee could not be estimated; the wallet will still show its own. */
  readonly feeUnavailable: boolean;
  readonly sending: boolean;
  readonly sent?: SentTransaction | undefined;
}

/** A form nobody has typed in yet, or one just sent: no problem shows. */
export const UNTOUCHED_SEND_FORM: Pick<SendFlowState, 'touched' | 'submitted'> = {
  touched: { amount: false, receiver: false },
  submitted: false,
};

export const INITIAL_SEND_FLOW: SendFlowState = {
  form: initialSendState(),
  ...UNTOUCHED_SEND_FORM,
  senderKey: undefined,
  resolvingName: false,
  feeLoading: false,
  feeUnavailable: false,
  sending: false,
};

/** What a send the wallet accepted clears: everything the visitor entered (the token list stays). */
export function emptySendForm(): Partial<SendState> {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverInput: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
  };
}
