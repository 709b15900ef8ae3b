import * as E from 'fp-ts/Either';
import { validateSend } from '../../../../domain/send/validateSend';
import { initialSendState, type SendState } from '../../../../domain/send/SendState';
import {
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from '../../../../domain/send/SendErrors';
import { type TokenBalance } from '../../../../domain/balance/TokenBalance';

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  price: 1,
  quantity: { decimals: 6, numeric: '100' },
  iconUrl: '',
};
const RECEIVER = '0x52908400098527886E0F7030069857D2E4169EE7';

function form(patch: Partial<SendState>): SendState {
  return { ...initialSendState(), ...patch };
}

function leftOf<L, R>(result: E.Either<L, R>): L {
  if (E.isRight(result)) throw new Error('expected a refusal');
  return result.left;
}

describe('SPEC §5 send needs an amount and a receiver address', () => {
  it.each([
    ['no amount', { receiverAddress: RECEIVER, token: usdc }],
    ['no receiver', { sendTokenAmount: '1', token: usdc }],
    ['a blank amount', { sendTokenAmount: '  ', receiverAddress: RECEIVER, token: usdc }],
    ['a blank receiver', { sendTokenAmount: '1', receiverAddress: ' ', token: usdc }],
  ])('refuses a form with %s', (_case, patch) => {
    const error = leftOf(validateSend(form(patch), 'eip155'));
    expect(error).toBeInstanceOf(SendAmountAndReceiverRequiredError);
    expect(error.code).toBe('SEND_AMOUNT_AND_RECEIVER_REQUIRED');
    expect(error.shortMessage).toBe('An amount and receiver address are required');
  });

  it('checks amount and receiver before the token and before the namespace', () => {
    expect(leftOf(validateSend(form({}), 'eip155'))).toBeInstanceOf(SendAmountAndReceiverRequiredError);
    expect(leftOf(validateSend(form({}), 'bip122'))).toBeInstanceOf(SendAmountAndReceiverRequiredError);
  });
});

describe('SPEC §5 EVM send also needs a token', () => {
  it('refuses an EVM send without a token', () => {
    const error = leftOf(validateSend(form({ sendTokenAmount: '1', receiverAddress: RECEIVER }), 'eip155'));
    expect(error).toBeInstanceOf(SendTokenRequiredError);
    expect(error.code).toBe('SEND_TOKEN_REQUIRED');
    expect(error.shortMessage).toBe('A token is required');
  });

  it('accepts an EVM send with amount, receiver and token, trimmed', () => {
    const result = validateSend(
      form({ sendTokenAmount: ' 1.5 ', receiverAddress: ` ${RECEIVER}`, token: usdc }),
      'eip155',
    );
    expect(result).toEqual(
      E.right({ namespace: 'eip155', amount: '1.5', receiverAddress: RECEIVER, token: usdc }),
    );
  });
});

describe('SPEC §5 Solana send', () => {
  const SOL_RECEIVER = 'So11111111111111111111111111111111111111112';

  it('accepts a native SOL send without a token', () => {
    expect(validateSend(form({ sendTokenAmount: '2', receiverAddress: SOL_RECEIVER }), 'solana')).toEqual(
      E.right({ namespace: 'solana', amount: '2', receiverAddress: SOL_RECEIVER }),
    );
  });

  it('keeps the token of an SPL token send', () => {
    const splToken = { ...usdc, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' };
    expect(
      validateSend(form({ sendTokenAmount: '2', receiverAddress: SOL_RECEIVER, token: splToken }), 'solana'),
    ).toEqual(E.right({ namespace: 'solana', amount: '2', receiverAddress: SOL_RECEIVER, token: splToken }));
  });
});

describe('SPEC §5 other namespaces give "Unsupported chain"', () => {
  it.each(['bip122', 'polkadot'] as const)('refuses a complete send on %s', (namespace) => {
    const error = leftOf(
      validateSend(form({ sendTokenAmount: '1', receiverAddress: 'x', token: usdc }), namespace),
    );
    expect(error).toBeInstanceOf(SendUnsupportedChainError);
    expect(error.code).toBe('UNSUPPORTED_CHAIN');
    expect(error.shortMessage).toBe('Unsupported chain');
  });
});
