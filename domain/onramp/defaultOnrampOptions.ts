import { type OnrampOptions, type PurchaseCurrencyNetwork } from './OnrampOptions';
import { FALLBACK_PAYMENT_METHOD_LIMITS } from './paymentLimits';

const ETHEREUM = { name: 'ethereum', display_name: 'Ethereum', chain_id: '1' } as const;
const POLYGON = { name: 'polygon', display_name: 'Polygon', chain_id: '137' } as const;
const BASE = { name: 'base', display_name: 'Base', chain_id: '8453' } as const;
const ARBITRUM = { name: 'arbitrum', display_name: 'Arbitrum', chain_id: '42161' } as const;
const OPTIMISM = { name: 'optimism', display_name: 'Optimism', chain_id: '10' } as const;

/** Circle's native USDC contract on each network. */
const USDC_NETWORKS: readonly PurchaseCurrencyNetwork[] = [
  { ...ETHEREUM, contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  { ...POLYGON, contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
  { ...BASE, contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
  { ...ARBITRUM, contract_address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831' },
  { ...OPTIMISM, contract_address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85' },
];

/** ETH is the native currency of these networks, so it has no contract. */
const ETH_NETWORKS: readonly PurchaseCurrencyNetwork[] = [ETHEREUM, BASE, ARBITRUM, OPTIMISM].map(
  (network) => ({ ...network, contract_address: '' }),
);

/**
 * SPEC §7 / REFERENCE §3a: the options used when the options call fails, so the buy form still
 * opens: pay in USD or EUR (with the SPEC §5 fallback limits), buy USDC or ETH.
 */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: FALLBACK_PAYMENT_METHOD_LIMITS },
    { id: 'EUR', payment_method_limits: FALLBACK_PAYMENT_METHOD_LIMITS },
  ],
  purchaseCurrencies: [
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: USDC_NETWORKS },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: ETH_NETWORKS },
  ],
} as const;
