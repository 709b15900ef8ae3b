import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { type TokenBalance } from '../balance/TokenBalance';
import { type ChainNamespace } from '../chain/ChainNamespace';
import { evmSendCall, type EvmSendCall } from './evmSendCall';
import {
  type InsufficientBalanceError,
  type InvalidAddressError,
  type InvalidAmountError,
  SendUnsupportedChainError,
  type SendValidationError,
} from './SendErrors';
import { type SendState } from './SendState';
import { validateReceiverAddress } from './validateReceiverAddress';
import { validateSend } from './validateSend';
import { validateSendAmount } from './validateSendAmount';

/** Every reason the send form cannot be submitted, first the SPEC §5 ones. */
export type SendFormError =
  SendValidationError | InvalidAddressError | InvalidAmountError | InsufficientBalanceError;

/** A send the visitor may review and submit, with the transaction it asks the wallet for. */
export interface CheckedSend {
  readonly token: TokenBalance;
  readonly amount: string;
  readonly receiverAddress: string;
  readonly call: EvmSendCall;
}

/**
 * The send form's checks in the order the visitor reads them: the SPEC §5 send rule first
 * ("An amount and receiver address are required", "A token is required", "Unsupported chain"),
 * then the receiver's form, then the amount (a positive number, not above the balance, and no
 * more fraction digits than the token has). Transactions are built for eip155, the namespace
 * whose wallets this product connects; a Solana send is refused as an unsupported chain.
 */
export function checkSendForm(
  state: SendState,
  namespace: ChainNamespace,
): E.Either<SendFormError, CheckedSend> {
  return pipe(
    validateSend(state, namespace),
    E.chainW((send) =>
      send.namespace === 'eip155' ? E.right(send) : E.left(new SendUnsupportedChainError(send.namespace)),
    ),
    E.chainW((send) =>
      pipe(
        validateReceiverAddress(send.receiverAddress, namespace),
        E.map((receiverAddress) => ({ ...send, receiverAddress })),
      ),
    ),
    E.chainW((send) =>
      pipe(
        validateSendAmount(send.amount, send.token),
        E.map((amount) => ({ ...send, amount })),
      ),
    ),
    E.chainW((send) =>
      pipe(
        evmSendCall(send.token, send.amount, send.receiverAddress),
        E.map((call) => ({
          token: send.token,
          amount: send.amount,
          receiverAddress: send.receiverAddress,
          call,
        })),
      ),
    ),
  );
}
