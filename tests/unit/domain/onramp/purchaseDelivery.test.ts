import { type TokenBalance } from '../../../../domain/balance/TokenBalance';
import { parseExactDecimal } from '../../../../domain/format/ExactDecimal';
import { heldAmount, receivedAmount } from '../../../../domain/onramp/purchaseDelivery';

function balance(symbol: string, numeric: string, chainId = 'eip155:1'): TokenBalance {
  return { name: symbol, symbol, chainId, price: 1, quantity: { decimals: 18, numeric }, iconUrl: '' };
}

const exact = (text: string) => {
  const value = parseExactDecimal(text);
  if (value === undefined) throw new Error(text);
  return value;
};

describe('a purchase seen arriving in the balances (buy, the balance really changes)', () => {
  it('reads the held amount of the purchased symbol on the delivery network, exactly', () => {
    const balances = [balance('USDC', '5', 'eip155:8453'), balance('ETH', '1.000000000000000001')];
    expect(heldAmount(balances, 'eth', 'eip155:1')).toEqual(exact('1.000000000000000001'));
    // The same symbol on another network is not the delivery.
    expect(heldAmount(balances, 'USDC', 'eip155:1')).toEqual(exact('0'));
  });

  it('a token not listed is held at zero (the list only names what is held)', () => {
    expect(heldAmount([], 'ETH', 'eip155:1')).toEqual({ units: 0n, scale: 0 });
  });

  it('what arrived is the rise, floored to 6 places; nothing while the balance did not rise', () => {
    expect(receivedAmount(exact('9.5'), exact('9.53279'))).toBe('0.03279');
    expect(receivedAmount(exact('0'), exact('0.123456789'))).toBe('0.123456');
    expect(receivedAmount(exact('2'), exact('2'))).toBeUndefined();
    // Gas paid meanwhile lowers the balance: that is no delivery.
    expect(receivedAmount(exact('2'), exact('1.99'))).toBeUndefined();
  });

  it('a rise below a millionth is shown whole rather than as "0"', () => {
    expect(receivedAmount(exact('1'), exact('1.0000000001'))).toBe('0.0000000001');
  });
});
