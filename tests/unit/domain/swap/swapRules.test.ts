import { hasInsufficientBalance } from '../../../../domain/swap/hasInsufficientBalance';
import { minimumReceived } from '../../../../domain/swap/minimumReceived';
import { needsApproval } from '../../../../domain/swap/needsApproval';
import { parseTokenAmount } from '../../../../domain/swap/parseTokenAmount';
import { swapMarketCost } from '../../../../domain/swap/swapMarketCost';
import { isNativeToken as isNativeTokenAddress } from '../../../../domain/balance/isNativeToken';
import { findTokenBalance } from '../../../../domain/swap/findTokenBalance';

describe('Issue 6 swap amounts', () => {
  it('reads typed amounts exactly in base units and refuses what a token cannot hold', () => {
    expect(parseTokenAmount('1.5', 18)).toBe(1500000000000000000n);
    expect(parseTokenAmount('.25', 6)).toBe(250000n);
    expect(parseTokenAmount('1.0000001', 6)).toBeUndefined();
    expect(parseTokenAmount('-1', 18)).toBeUndefined();
    expect(parseTokenAmount('abc', 18)).toBeUndefined();
  });

  it('SPEC §9 slippage 1: the minimum received is the quote less 1 %, rounded down', () => {
    expect(minimumReceived(1000n, 1)).toBe(990n);
    expect(minimumReceived(999n, 1)).toBe(989n);
    expect(minimumReceived(1000n, 100)).toBe(0n);
  });

  it('marks an amount above the balance (or any amount of a token not held) as insufficient', () => {
    expect(hasInsufficientBalance(2000000n, '2', 6)).toBe(false);
    expect(hasInsufficientBalance(2000001n, '2', 6)).toBe(true);
    expect(hasInsufficientBalance(1n, undefined, 6)).toBe(true);
    expect(hasInsufficientBalance(1000000n, '1.00000099', 6)).toBe(false);
  });

  it('asks for an approval when the allowance is short or unreadable', () => {
    expect(needsApproval('100', 100n)).toBe(false);
    expect(needsApproval('99', 100n)).toBe(true);
    expect(needsApproval('n/a', 1n)).toBe(true);
  });

  it('prices the quote against market prices: provider fee in USD and price impact in percent', () => {
    const cost = swapMarketCost(
      { amount: 10n ** 18n, decimals: 18, priceUsd: 3000 },
      { amount: 2970n * 10n ** 18n, decimals: 18, priceUsd: 1 },
    );
    expect(cost.providerFeeUsd).toBeCloseTo(30);
    expect(cost.priceImpactPercent).toBeCloseTo(1);
    expect(
      swapMarketCost(
        { amount: 1n, decimals: 0, priceUsd: undefined },
        { amount: 1n, decimals: 0, priceUsd: 1 },
      ),
    ).toEqual({
      providerFeeUsd: undefined,
      priceImpactPercent: undefined,
    });
  });

  it('finds the native balance (listed without address) and ERC-20 balances by CAIP-10 address', () => {
    const native = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      price: 1,
      quantity: { decimals: 18, numeric: '1' },
      iconUrl: '',
    };
    const dai = { ...native, symbol: 'DDAI', address: 'eip155:1:0xDADA000000000000000000000000000000000001' };
    expect(isNativeTokenAddress('eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')).toBe(true);
    expect(findTokenBalance([native, dai], 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE')).toBe(
      native,
    );
    expect(findTokenBalance([native, dai], 'eip155:1:0xdada000000000000000000000000000000000001')).toBe(dai);
  });
});
