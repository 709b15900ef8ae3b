import { DEFAULT_ONRAMP_OPTIONS } from '../../../../domain/onramp/defaultOnrampOptions';
import { FALLBACK_PAYMENT_METHOD_LIMITS } from '../../../../domain/onramp/paymentLimits';
import { isEvmAddress } from '../../../../domain/address/EvmAddress';
import { CARD_PAY_CHAINS } from '../../../../domain/constants/limits';

describe('SPEC §7 onramp options built-in list on error (USD and EUR; USDC and ETH)', () => {
  it('pays in USD or EUR with the SPEC §5 fallback limits', () => {
    expect(DEFAULT_ONRAMP_OPTIONS.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: FALLBACK_PAYMENT_METHOD_LIMITS },
      { id: 'EUR', payment_method_limits: FALLBACK_PAYMENT_METHOD_LIMITS },
    ]);
  });

  it('buys USDC or ETH', () => {
    expect(DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies.map((currency) => currency.symbol)).toEqual([
      'USDC',
      'ETH',
    ]);
  });

  it('delivers USDC to a token contract and ETH natively, on card-pay chains', () => {
    const [usdc, eth] = DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies;
    expect(usdc?.networks.length).toBeGreaterThan(0);
    for (const network of usdc?.networks ?? []) {
      expect(isEvmAddress(network.contract_address)).toBe(true);
      expect(network.chain_id).toMatch(/^\d+$/);
    }
    expect(eth?.networks.every((network) => network.contract_address === '')).toBe(true);
    const names = [...(usdc?.networks ?? []), ...(eth?.networks ?? [])].map((network) => network.name);
    expect(names.every((name) => (CARD_PAY_CHAINS as readonly string[]).includes(name))).toBe(true);
  });
});
