import { decodeFunctionData, erc20Abi, formatUnits, isAddressEqual, maxUint256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  startBlockchainApi,
  type BlockchainApi as DevBlockchainApi,
} from '../../../../devstack/api/startBlockchainApi';
import { SWAP_ROUTER_ABI, SWAP_ROUTER_ADDRESS } from '../../../../devstack/api/convert/swapRouter';
import { type DevChain } from '../../../../devstack/chain/DevChain';
import { devChainClients } from '../../../../devstack/chain/devChainClients';
import { startDevChain } from '../../../../devstack/chain/startDevChain';
import { DEMO_PROJECT_ID, DEV_CHAINS } from '../../../../devstack/config';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { EVM_COIN_TYPE_FLAG } from '../../../../domain/name/coinType';
import { NameServiceError } from '../../../../domain/name/NameErrors';
import { buildNameRegistrationMessage } from '../../../../domain/name/NameRegistration';
import { type CaipAddress } from '../../../../domain/network/CaipNetwork';
import { type Transaction } from '../../../../domain/transaction/Transaction';
import { HttpBlockchainApi } from '../../../../infrastructure/blockchain-api/HttpBlockchainApi';

const identity = { projectId: DEMO_PROJECT_ID, sdkType: 'keyport', sdkVersion: 'react-1.7.4' };
const NATIVE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/**
 * The adapter against the devstack blockchain API on a real dev chain: every port method, with
 * answers compared to the chain's own state where the chain holds it.
 */
describe('HttpBlockchainApi against the devstack blockchain API (REFERENCE §3a, SPEC §7)', () => {
  let chain: DevChain;
  let server: DevBlockchainApi;
  let api: HttpBlockchainApi;
  const unexpectedErrors: unknown[] = [];
  let account: `0x${string}`;
  let caipAccount: CaipAddress;
  let native: CaipAddress;
  let token: {
    caip: CaipAddress;
    address: `0x${string}`;
    decimals: number;
    priceUsd: number;
    symbol: string;
  };

  beforeAll(async () => {
    const ethereum = DEV_CHAINS.find((spec) => spec.chainId === 1);
    if (ethereum === undefined) throw new Error('the devstack has no chain 1');
    chain = await startDevChain(ethereum, { port: 0 });
    server = await startBlockchainApi({
      chains: [chain],
      port: 0,
      onUnexpectedError: (error) => unexpectedErrors.push(error),
    });
    api = new HttpBlockchainApi({ baseUrl: server.url, identity, clientId: () => 'wc-client-1' });
    const [first] = chain.accounts;
    const [dai] = chain.tokens;
    if (first === undefined || dai === undefined) throw new Error('the dev chain has no account or token');
    account = first.address;
    caipAccount = `${chain.caipNetworkId}:${account}`;
    native = `${chain.caipNetworkId}:${NATIVE_ADDRESS}`;
    token = { ...dai, caip: `${chain.caipNetworkId}:${dai.address}` };
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await chain?.close();
  });

  it('GET v1/supported-chains lists the running chain', async () => {
    const chains = await api.getSupportedChains();
    expect(chains.http).toContain(chain.caipNetworkId);
  });

  it('GET /v1/account/{address}/balance: native and token quantities equal the chain balances', async () => {
    const { publicClient } = devChainClients(chain);
    const balances = await api.getBalances({ address: account, chainId: chain.caipNetworkId });
    const ether = balances.find((balance) => balance.address === undefined);
    expect(ether?.quantity.numeric).toBe(
      formatUnits(await publicClient.getBalance({ address: account }), 18),
    );
    const dai = balances.find((balance) => balance.address === token.caip);
    const daiUnits = await publicClient.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    });
    expect(dai).toMatchObject({
      symbol: token.symbol,
      chainId: chain.caipNetworkId,
      price: token.priceUsd,
      quantity: { decimals: token.decimals, numeric: formatUnits(daiUnits, token.decimals) },
    });
  });

  it('GET /v1/account/{account}/history: pages of the seeded activity, followed by cursor to the end', async () => {
    const seen: Transaction[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page += 1) {
      const result = await api.getTransactions({
        account,
        chainId: chain.caipNetworkId,
        ...(cursor === undefined ? {} : { cursor }),
      });
      seen.push(...result.data);
      if (result.next === null) break;
      cursor = result.next;
    }
    expect(seen.length).toBeGreaterThanOrEqual(25);
    expect(new Set(seen.map((transaction) => transaction.id)).size).toBe(seen.length);
    expect(seen.every((transaction) => transaction.metadata.chain === chain.caipNetworkId)).toBe(true);
    const spam = seen
      .flatMap((transaction) => transaction.transfers ?? [])
      .filter((t) => t.nft_info?.flags.is_spam);
    expect(spam.length).toBeGreaterThan(0);
  });

  it('POST /v1/fungible/price: the price table of the dev tokens', async () => {
    const prices = await api.getFungiblePrices(
      chain.tokens.map((dev) => `${chain.caipNetworkId}:${dev.address}` as const),
    );
    expect(prices.map((price) => [price.symbol, price.price])).toEqual(
      chain.tokens.map((dev) => [dev.symbol, dev.priceUsd]),
    );
  });

  it('GET /v1/convert/tokens: the native currency and the dev tokens, as CAIP-10', async () => {
    const tokens = await api.getSwapTokens(chain.caipNetworkId);
    const addresses = tokens.map((swapToken) => swapToken.address.toLowerCase());
    expect(addresses).toContain(native);
    expect(addresses).toContain(token.caip.toLowerCase());
  });

  it('GET /v1/convert/quotes: a quote for the amount asked', async () => {
    const amount = (10n * 10n ** 18n).toString();
    const [quote] = await api.getSwapQuote({
      amount,
      userAddress: caipAccount,
      from: token.caip,
      to: native,
      gasPrice: '1',
    });
    expect(quote?.fromAmount).toBe(amount);
    expect(BigInt(quote?.toAmount ?? '0')).toBeGreaterThan(0n);
  });

  it('GET /v1/convert/allowance: the allowance the chain holds for the swap router', async () => {
    const { publicClient } = devChainClients(chain);
    const onChain = await publicClient.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account, SWAP_ROUTER_ADDRESS],
    });
    await expect(api.getAllowance({ tokenAddress: token.caip, userAddress: caipAccount })).resolves.toBe(
      onChain.toString(),
    );
  });

  it('GET /v1/convert/gas-price: standard <= fast <= instant, in wei', async () => {
    const { standard, fast, instant } = await api.getGasPrice(chain.caipNetworkId);
    expect(BigInt(standard)).toBeGreaterThan(0n);
    expect(BigInt(fast)).toBeGreaterThanOrEqual(BigInt(standard));
    expect(BigInt(instant)).toBeGreaterThanOrEqual(BigInt(fast));
  });

  it('GET /v1/convert/build-approve: real approve(router, max) calldata sent to the token', async () => {
    const tx = await api.buildApproveTransaction({ userAddress: caipAccount, from: token.caip, to: native });
    expect(isAddressEqual(tx.to as `0x${string}`, token.address)).toBe(true);
    expect(tx.value).toBe('0');
    expect(BigInt(tx.gas ?? '0')).toBeGreaterThan(0n);
    const call = decodeFunctionData({ abi: erc20Abi, data: tx.data });
    expect(call.functionName).toBe('approve');
    expect(call.args).toEqual([SWAP_ROUTER_ADDRESS, maxUint256]);
  });

  it('POST /v1/convert/build-transaction: router calldata for the amount sold, its minimum out at the slippage the caller gave', async () => {
    const amount = (10n ** 15n).toString();
    const build = (slippage: number) =>
      api.buildSwapTransaction({
        amount,
        userAddress: caipAccount,
        from: token.caip,
        to: native,
        slippage,
        value: '0',
        disableEstimate: true,
      });
    const strict = await build(0);
    expect(isAddressEqual(strict.to as `0x${string}`, SWAP_ROUTER_ADDRESS)).toBe(true);
    expect(isAddressEqual(strict.from as `0x${string}`, account)).toBe(true);
    const [, , amountIn, strictMinimum] = decodeFunctionData({ abi: SWAP_ROUTER_ABI, data: strict.data })
      .args as readonly [string, string, bigint, bigint];
    expect(amountIn).toBe(BigInt(amount));
    const loose = await build(1);
    const [, , , looseMinimum] = decodeFunctionData({ abi: SWAP_ROUTER_ABI, data: loose.data })
      .args as readonly [string, string, bigint, bigint];
    // 1 % less than the pool's quote, rounded down as the router's own minimum is.
    expect(looseMinimum).toBe((strictMinimum * 99n) / 100n);
  });

  describe('names (SPEC §5, §8)', () => {
    const label = 'keyport-adapter';
    const qualified = `${label}.reown.id`;
    const coinType = EVM_COIN_TYPE_FLAG + 1;

    async function signedRegistration(name: string, signerIndex = 0) {
      const signer = chain.accounts[signerIndex];
      if (signer === undefined) throw new Error(`no dev account ${signerIndex}`);
      const message = buildNameRegistrationMessage(name, Date.now());
      const signature = await privateKeyToAccount(signer.privateKey).signMessage({ message });
      return { coin_type: coinType, address: account, message, signature };
    }

    it('POST /v1/profile/account registers a name signed by the account', async () => {
      await expect(api.registerName(await signedRegistration(label))).resolves.toBeUndefined();
    });

    it('GET /v1/profile/account/{name} resolves it to the account', async () => {
      const profile = await api.lookupName(qualified);
      expect(profile.name).toBe(qualified);
      expect(isAddressEqual(profile.addresses[String(coinType)]?.address as `0x${string}`, account)).toBe(
        true,
      );
    });

    it('GET /v1/profile/reverse/{address} and GET /v1/identity/{address} name the account', async () => {
      const profiles = await api.reverseLookup(account, account);
      expect(profiles.map((profile) => profile.name)).toContain(qualified);
      await expect(api.getIdentity(account, account)).resolves.toMatchObject({ name: qualified });
    });

    it('GET /v1/profile/suggestions/{name} marks the registered name', async () => {
      const suggestions = await api.getNameSuggestions(label);
      expect(suggestions).toContainEqual({ name: qualified, registered: true });
    });

    it("a taken name: the server's first reason is the message", async () => {
      const failure = api.registerName(await signedRegistration(label));
      await expect(failure).rejects.toBeInstanceOf(NameServiceError);
      await expect(failure).rejects.toMatchObject({
        shortMessage: `Name ${qualified} is already registered`,
      });
    });

    it("a signature by another account is refused with the server's reason", async () => {
      await expect(api.registerName(await signedRegistration('keyport-other', 1))).rejects.toMatchObject({
        code: 'NAME_SERVICE_ERROR',
        shortMessage: expect.stringMatching(/^Signature does not match address/),
      });
    });

    it('an unknown name does not resolve', async () => {
      await expect(api.lookupName('nobody-here')).rejects.toMatchObject({ code: 'NAME_SERVICE_ERROR' });
    });
  });

  describe('onramp', () => {
    it('GET /v1/onramp/options, then POST /v1/onramp/quote for one of its currencies', async () => {
      const options = await api.getOnrampOptions();
      expect(options.paymentCurrencies.map((currency) => currency.id)).toContain('USD');
      const purchase = options.purchaseCurrencies[0];
      const network = purchase?.networks[0];
      if (purchase === undefined || network === undefined) throw new Error('no purchase currency offered');
      const quote = await api.getOnrampQuote({
        purchaseCurrency: purchase.id,
        paymentCurrency: 'USD',
        amount: '100',
        network: network.name,
      });
      expect(quote.paymentTotal).toEqual({ amount: expect.stringMatching(/^100(\.00)?$/), currency: 'USD' });
      expect(quote.purchaseAmount.currency).toBe(purchase.id);
      expect(quote.quoteId).not.toBe('');
    });

    it('POST /v1/generators/onrampurl gives the devstack checkout', async () => {
      const url = await api.generateOnrampUrl({
        address: account,
        blockchains: ['ethereum'],
        assets: [token.symbol],
        defaultNetwork: 'ethereum',
        presetFiatAmount: 50,
      });
      expect(url.startsWith(`${server.url}/checkout`)).toBe(true);
    });
  });

  it('GET /v1/sessions/{caipAddress} and POST /v1/sessions/{address}/revoke', async () => {
    await expect(api.getSmartSessions(caipAccount)).resolves.toEqual([]);
    server.sessions.grant(account, { pci: 'pci-adapter', expiry: 1_900_000_000 });
    await expect(api.getSmartSessions(caipAccount)).resolves.toEqual([
      { pci: 'pci-adapter', expiry: 1_900_000_000 },
    ]);
    await api.revokeSmartSession({ address: account, pci: 'pci-adapter', signature: '0x01' });
    await expect(api.getSmartSessions(caipAccount)).resolves.toEqual([]);
    await expect(
      api.revokeSmartSession({ address: account, pci: 'pci-adapter', signature: '0x01' }),
    ).rejects.toMatchObject({ status: 404, shortMessage: 'HTTP status code: 404' });
  });

  it('SPEC §8: a project id the service does not accept is "HTTP status code: 403"', async () => {
    const stranger = new HttpBlockchainApi({
      baseUrl: server.url,
      identity: { ...identity, projectId: 'unknown' },
    });
    const failure = stranger.getBalances({ address: account, chainId: chain.caipNetworkId });
    await expect(failure).rejects.toBeInstanceOf(HttpStatusError);
    await expect(failure).rejects.toMatchObject({ status: 403 });
  });

  it('SPEC §8: a chain the service does not serve is "HTTP status code: 400"', async () => {
    await expect(api.getBalances({ address: account, chainId: 'eip155:999' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('no call made the devstack fail unexpectedly (no 500)', () => {
    expect(unexpectedErrors).toEqual([]);
  });
});
