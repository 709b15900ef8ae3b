import { type OnrampOptions } from '../../../../domain/onramp/OnrampOptions';
import { type OnrampQuote } from '../../../../domain/onramp/OnrampQuote';

/** Options as the dev chains' blockchain API lists them: ether and a dollar token on two chains. */
export const DEV_OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '20.00', max: '5000.00' }] },
    { id: 'USD', payment_method_limits: [] },
    { id: 'GBP', payment_method_limits: [] },
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'arbitrum', display_name: 'Arbitrum', chain_id: '42161', contract_address: '' },
      ],
    },
    {
      id: 'DUSDC',
      name: 'Dev USD Coin',
      symbol: 'DUSDC',
      networks: [
        {
          name: 'arbitrum',
          display_name: 'Arbitrum',
          chain_id: '42161',
          contract_address: '0x00000000000000000000000000000000000000c1',
        },
      ],
    },
  ],
};

/** A provider's quote for 100 USD of ether. */
export const PROVIDER_QUOTE: OnrampQuote = {
  coinbaseFee: { amount: '1.50', currency: 'USD' },
  networkFee: { amount: '0.12', currency: 'USD' },
  paymentSubtotal: { amount: '98.38', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  purchaseAmount: { amount: '0.032793', currency: 'ETH' },
  quoteId: 'quote-1',
};

export { etherOnEthereum as etherBalance } from '../../../fixtures/balances';
