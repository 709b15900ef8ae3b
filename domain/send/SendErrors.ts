import { KeyportError } from '../errors/KeyportError';

/** SPEC §5: the send form lacks an amount or a receiver. */
export class SendAmountAndReceiverRequiredError extends KeyportError {
  override readonly name = 'SendAmountAndReceiverRequiredError';

  constructor() {
    super('SEND_AMOUNT_AND_RECEIVER_REQUIRED', 'An amount and receiver address are required');
  }
}

/** SPEC §5: an EVM send lacks the token to send. */
export class SendTokenRequiredError extends KeyportError {
  override readonly name = 'SendTokenRequiredError';

  constructor() {
    super('SEND_TOKEN_REQUIRED', 'A token is required');
  }
}

/** SPEC §5: sending is offered on eip155 and solana only. */
export class SendUnsupportedChainError extends KeyportError {
  override readonly name = 'SendUnsupportedChainError';

  constructor(namespace: string) {
    super('UNSUPPORTED_CHAIN', 'Unsupported chain', { details: `cannot send on namespace "${namespace}"` });
  }
}

/** The receiver is not a valid address on the active namespace (SPEC §5 address rule). */
export class InvalidAddressError extends KeyportError {
  override readonly name = 'InvalidAddressError';

  constructor(address: string, namespace: string) {
    super('INVALID_ADDRESS', 'Invalid address', {
      details: `${JSON.stringify(address)} is not a valid ${namespace} address`,
    });
  }
}

/** The amount is not a number above zero. */
export class InvalidAmountError extends KeyportError {
  override readonly name = 'InvalidAmountError';

  constructor(amount: string) {
    super('INVALID_AMOUNT', 'Invalid amount', {
      details: `${JSON.stringify(amount)} is not a positive number`,
    });
  }
}

/** The amount is more than the visitor holds of the token. */
export class InsufficientBalanceError extends KeyportError {
  override readonly name = 'InsufficientBalanceError';

  constructor(amount: string, balance: string) {
    super('INSUFFICIENT_BALANCE', 'Insufficient balance', {
      details: `${amount} requested, ${balance} held`,
    });
  }
}

/** The receiver's name is registered, but holds no address the active network can send to. */
export class ReceiverNameWithoutAddressError extends KeyportError {
  override readonly name = 'ReceiverNameWithoutAddressError';

  constructor(receiverName: string) {
    super('RECEIVER_NAME_WITHOUT_ADDRESS', `${receiverName} has no address on this network`);
  }
}

/** Every reason `validateSend` can refuse a send. */
export type SendValidationError =
  SendAmountAndReceiverRequiredError | SendTokenRequiredError | SendUnsupportedChainError;
