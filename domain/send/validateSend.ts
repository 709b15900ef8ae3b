import * as E from 'fp-ts/Either';
import { type TokenBalance } from '../balance/TokenBalance';
import { type ChainNamespace } from '../chain/ChainNamespace';
import {
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
  type SendValidationError,
} from './SendErrors';
import { type SendState } from './SendState';

/** A send the form may submit, narrowed per namespace: an EVM send always names its token. */
export type ValidSend =
  | {
      readonly namespace: 'eip155';
      readonly amount: string;
      readonly receiverAddress: string;
      readonly token: TokenBalance;
    }
  | {
      readonly namespace: 'solana';
      readonly amount: string;
      readonly receiverAddress: string;
      /** Absent for the native token (SOL). */
      readonly token?: TokenBalance;
    };

/**
 * SPEC §5 send rule, checked in the order the SPEC states it: first an amount and a receiver
 * ("An amount and receiver address are required", on any namespace), then for EVM a token
 * ("A token is required"); a namespace other than eip155 and solana gives "Unsupported chain".
 * Blank text counts as missing. The amount's value and the receiver's form have their own checks
 * (`validateSendAmount`, `validateReceiverAddress`) so the form can show them as the visitor types.
 */
export function validateSend(
  state: SendState,
  namespace: ChainNamespace,
): E.Either<SendValidationError, ValidSend> {
  const amount = state.sendTokenAmount?.trim() ?? '';
  const receiverAddress = state.receiverAddress?.trim() ?? '';
  if (amount === '' || receiverAddress === '') return E.left(new SendAmountAndReceiverRequiredError());

  switch (namespace) {
    case 'eip155':
      return state.token === undefined
        ? E.left(new SendTokenRequiredError())
        : E.right({ namespace, amount, receiverAddress, token: state.token });
    case 'solana':
      return E.right(
        state.token === undefined
          ? { namespace, amount, receiverAddress }
          : { namespace, amount, receiverAddress, token: state.token },
      );
    default:
      return E.left(new SendUnsupportedChainError(namespace));
  }
}
