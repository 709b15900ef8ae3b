import * as E from 'fp-ts/Either';
import { type CheckedSend, type SendFormError } from '../../../domain/send/checkSendForm';
import { type SendState } from '../../../domain/send/SendState';
import { type SendField, type SendFlowState } from './sendFlowState';

/** What the form asks for that the visitor can act on. */
type FormPart = SendField | 'token';

/** Why the form cannot be sent yet, in the visitor's words, and the parts of the form it is about. */
export interface SendFormProblem {
  readonly message: string;
  /** The parts to fix, the first one first; none for a problem no field can fix (the network). */
  readonly parts: readonly FormPart[];
}

/**
 * The form's first problem: the receiver's name that gives no address, else the first SPEC §5
 * reason the check gives ("An amount and receiver address are required", "A token is
 * required", "Invalid address", "Invalid amount", "Insufficient balance"), exact as the SPEC
 * writes them. `undefined` when the form can be sent.
 */
export function sendFormProblem(
  checked: E.Either<SendFormError, CheckedSend>,
  state: Pick<SendFlowState, 'form' | 'receiverError'>,
): SendFormProblem | undefined {
  if (state.receiverError !== undefined) return { message: state.receiverError, parts: ['receiver'] };
  if (E.isRight(checked)) return undefined;
  return { message: checked.left.shortMessage, parts: partsOf(checked.left, state.form) };
}

/**
 * Validation on intent: a problem shows once the visitor has left a field it is about, or pressed
 * "Review send"; before that the form stays quiet, however empty. A problem of no field (the
 * network cannot send) shows at once.
 */
export function isProblemShown(
  problem: SendFormProblem,
  { touched, submitted }: Pick<SendFlowState, 'touched' | 'submitted'>,
): boolean {
  if (submitted || problem.parts.length === 0) return true;
  return problem.parts.some((part) => part !== 'token' && touched[part]);
}

function partsOf(error: SendFormError, form: SendState): readonly FormPart[] {
  switch (error.code) {
    case 'SEND_AMOUNT_AND_RECEIVER_REQUIRED':
      return [
        ...(isBlank(form.sendTokenAmount) ? (['amount'] as const) : []),
        ...(isBlank(form.receiverAddress) ? (['receiver'] as const) : []),
      ];
    case 'SEND_TOKEN_REQUIRED':
      return ['token'];
    case 'INVALID_ADDRESS':
      return ['receiver'];
    case 'INVALID_AMOUNT':
    case 'INSUFFICIENT_BALANCE':
      return ['amount'];
    default:
      return [];
  }
}

function isBlank(text: string | undefined): boolean {
  return (text ?? '').trim() === '';
}
