/**
 * Answers in the shapes of REFERENCE §3a, with the extra fields the real service sends (which the
 * adapter must drop) and `null` where the service may send it for an optional field.
 */
export const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const CAIP_ACCOUNT = `eip155:1:${ACCOUNT}` as const;
export const TOKEN_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const TOKEN = `eip155:1:${TOKEN_ADDRESS}` as const;
export const ROUTER_ADDRESS = '0x9999999999999999999999999999999999999999';
export const NATIVE = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as const;

export const supportedChains = { http: ['eip155:1', 'eip155:42161', 'near:mainnet'], ws: ['eip155:1'] };

export const identity = { name: 'ada.reown.id', avatar: null };

export const history = {
  data: [
    {
      id: '0xaaa',
      metadata: {
        operationType: 'receive',
        hash: '0xaaa',
        chain: 'eip155:1',
        minedAt: '2024-05-01T10:00:00.000Z',
        sentFrom: '0x1111111111111111111111111111111111111111',
        sentTo: ACCOUNT,
        status: 'confirmed',
        nonce: 4,
        application: { name: 'not in REFERENCE' },
      },
      transfers: [
        {
          fungible_info: { name: 'Dev Dai', symbol: 'DDAI', icon: { url: 'https://icons.example/ddai.svg' } },
          direction: 'in',
          quantity: { numeric: '12.5', decimals: '18' },
          value: 12.5,
          price: 1,
        },
        {
          nft_info: {
            name: 'Collectible #1',
            content: {
              preview: { url: 'https://nft.example/1.png' },
              detail: { url: 'https://nft.example/1' },
            },
            flags: { is_spam: false },
          },
          direction: 'in',
          quantity: { numeric: '1' },
          value: null,
          price: null,
        },
      ],
    },
    {
      id: '0xbbb',
      metadata: {
        operationType: 'approve',
        hash: '0xbbb',
        chain: 'eip155:1',
        minedAt: '2024-05-01T09:00:00.000Z',
        sentFrom: ACCOUNT,
        sentTo: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        status: 'failed',
        nonce: 3,
      },
      transfers: null,
    },
  ],
  next: 'cursor-2',
};

export const balances = {
  balances: [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 3000,
      price: 3000,
      quantity: { decimals: '18', numeric: '1.0' },
      iconUrl: 'https://icons.example/eth.svg',
    },
    {
      name: 'Dev USD Coin',
      symbol: 'DUSDC',
      chainId: 'eip155:1',
      address: TOKEN,
      value: null,
      price: 1,
      quantity: { decimals: 6, numeric: '250.5' },
      iconUrl: 'https://icons.example/dusdc.svg',
      updatedAt: 'not in REFERENCE',
    },
  ],
};

export const fungiblePrices = {
  fungibles: [
    { address: TOKEN, name: 'Dev USD Coin', symbol: 'DUSDC', iconUrl: 'https://i.example/u.svg', price: 1 },
  ],
};

export const swapTokens = {
  tokens: [
    {
      name: 'Ether',
      symbol: 'ETH',
      address: NATIVE,
      decimals: 18,
      logoUri: 'https://i.example/e.svg',
      eip2612: false,
    },
  ],
};

export const swapQuotes = {
  quotes: [
    { id: null, fromAmount: '1000000', fromAccount: TOKEN, toAmount: '333333333333333', toAccount: NATIVE },
  ],
};

export const allowance = {
  allowance: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
};

export const gasPrice = { standard: '1000000000', fast: '1100000000', instant: '1200000000' };

export const approveTransaction = {
  tx: {
    from: TOKEN,
    to: TOKEN,
    data: '0x095ea7b3',
    value: '0',
    eip155: { gas: 46000, gasPrice: '1000000000' },
  },
};

export const swapTransaction = {
  tx: {
    from: CAIP_ACCOUNT,
    to: `eip155:1:${ROUTER_ADDRESS}`,
    data: '0xabcdef',
    amount: '0',
    eip155: { gas: '150000', gasPrice: '1100000000' },
  },
};

export const nameProfile = {
  name: 'ada.reown.id',
  registered_at: '2024-05-01T10:00:00.000Z',
  updated_at: '2024-05-01T10:00:00.000Z',
  addresses: { '2147483649': { address: ACCOUNT, created: '2024-05-01T10:00:00.000Z' } },
  attributes: [{ avatar: 'https://a.example/ada.png', bio: null }],
};

export const nameSuggestions = {
  suggestions: [
    { name: 'ada.reown.id', registered: true },
    { name: 'ada1.reown.id', registered: false },
  ],
};

export const onrampUrl = { url: 'https://pay.example/checkout?order=1' };

export const onrampOptions = {
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b8' }],
    },
  ],
};

export const onrampQuote = {
  coinbaseFee: { amount: '1.50', currency: 'USD' },
  networkFee: { amount: '0.10', currency: 'USD' },
  paymentSubtotal: { amount: '98.40', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  purchaseAmount: { amount: '98.40', currency: 'USDC' },
  quoteId: 'q-1',
};

export const smartSessions = [{ pci: 'pci-1', expiry: 1 }];
