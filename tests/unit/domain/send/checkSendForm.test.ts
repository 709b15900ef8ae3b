import * as E from 'fp-ts/Either';
import { type TokenBalance } from '../../../../domain/balance/TokenBalance';
import { checkSendForm } from '../../../../domain/send/checkSendForm';
import { ERC20_TRANSFER_SELECTOR } from '../../../../domain/send/erc20TransferData';
import { type SendState } from '../../../../domain/send/SendState';

const RECEIVER = '0x2222222222222222222222222222222222222222';
const DUSDC_CONTRACT = '0x3333333333333333333333333333333333333333';

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 0,
  quantity: { decimals: 18, numeric: '1.5' },
  iconUrl: '',
};
const dusdc: TokenBalance = {
  ...eth,
  name: 'Dev USDC',
  symbol: 'DUSDC',
  address: `eip155:1:${DUSDC_CONTRACT}`,
  quantity: { decimals: '6', numeric: '10' },
};

function form(patch: Partial<SendState>): SendState {
  return { tokenBalances: [eth, dusdc], loading: false, ...patch };
}

function message(state: SendState, namespace: 'eip155' | 'solana' | 'bip122' = 'eip155'): string | undefined {
  const result = checkSendForm(state, namespace);
  return E.isLeft(result) ? result.left.shortMessage : undefined;
}

describe('SPEC §5 send form checks, in order', () => {
  it('"An amount and receiver address are required" first, then "A token is required" on EVM', () => {
    expect(message(form({}))).toBe('An amount and receiver address are required');
    expect(message(form({ sendTokenAmount: '1' }))).toBe('An amount and receiver address are required');
    expect(message(form({ sendTokenAmount: '1', receiverAddress: RECEIVER }))).toBe('A token is required');
  });

  it('"Unsupported chain" off eip155 (Solana transactions are not built)', () => {
    const filled = form({ sendTokenAmount: '1', receiverAddress: RECEIVER, token: eth });
    expect(message(filled, 'bip122')).toBe('Unsupported chain');
    expect(message(filled, 'solana')).toBe('Unsupported chain');
  });

  it('then the receiver address and the amount', () => {
    expect(message(form({ sendTokenAmount: '1', receiverAddress: '0x12', token: eth }))).toBe(
      'Invalid address',
    );
    expect(message(form({ sendTokenAmount: 'x', receiverAddress: RECEIVER, token: eth }))).toBe(
      'Invalid amount',
    );
    expect(message(form({ sendTokenAmount: '2', receiverAddress: RECEIVER, token: eth }))).toBe(
      'Insufficient balance',
    );
    expect(message(form({ sendTokenAmount: '0.0000001', receiverAddress: RECEIVER, token: dusdc }))).toBe(
      'Invalid amount',
    );
  });

  it('a native send carries the amount as value to the receiver', () => {
    const result = checkSendForm(
      form({ sendTokenAmount: '0.5', receiverAddress: RECEIVER, token: eth }),
      'eip155',
    );
    expect(result).toEqual(
      E.right({
        token: eth,
        amount: '0.5',
        receiverAddress: RECEIVER,
        call: { to: RECEIVER, value: 500_000_000_000_000_000n, amount: 500_000_000_000_000_000n },
      }),
    );
  });

  it('an ERC-20 send calls transfer on the token contract with no value, in the token decimals', () => {
    const result = checkSendForm(
      form({ sendTokenAmount: '2.5', receiverAddress: RECEIVER, token: dusdc }),
      'eip155',
    );
    if (E.isLeft(result)) throw result.left;
    expect(result.right.call.to).toBe(DUSDC_CONTRACT);
    expect(result.right.call.value).toBe(0n);
    expect(result.right.call.amount).toBe(2_500_000n);
    expect(result.right.call.data?.startsWith(ERC20_TRANSFER_SELECTOR)).toBe(true);
    expect(result.right.call.data?.endsWith(2_500_000n.toString(16))).toBe(true);
  });
});
