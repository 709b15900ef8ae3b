import { HttpBlockchainApi } from '../../../../infrastructure/blockchain-api/HttpBlockchainApi';
import * as answers from './referenceAnswers';
import { ACCOUNT, CAIP_ACCOUNT, NATIVE, ROUTER_ADDRESS, TOKEN, TOKEN_ADDRESS } from './referenceAnswers';
import { startStubBlockchainApi, type StubBlockchainApi } from './stubBlockchainApi';

const identity = { projectId: 'demo-project', sdkType: 'keyport', sdkVersion: 'react-1.7.4' };
const sdkQuery = { st: 'keyport', sv: 'react-1.7.4', projectId: 'demo-project' };

describe('HttpBlockchainApi: the requests and answers of REFERENCE §3a, over real HTTP', () => {
  let stub: StubBlockchainApi;
  let api: HttpBlockchainApi;
  let clientId: string | undefined;

  beforeAll(async () => {
    stub = await startStubBlockchainApi();
    api = new HttpBlockchainApi({ baseUrl: stub.server.baseUrl, identity, clientId: () => clientId });
  });
  afterAll(() => stub.server.close());
  beforeEach(() => {
    clientId = undefined;
  });

  function queryOf(pathname: string): Record<string, string> {
    return Object.fromEntries(stub.lastRequest(pathname).url.searchParams);
  }
  function bodyOf(pathname: string): unknown {
    return JSON.parse(stub.lastRequest(pathname).body);
  }

  describe('SPEC §7 / REFERENCE §3a query parameters', () => {
    it('"The get helper always adds query st, sv, projectId"', async () => {
      stub.answer('/v1/supported-chains', { body: answers.supportedChains });
      await api.getSupportedChains();
      expect(stub.lastRequest('/v1/supported-chains').method).toBe('GET');
      expect(queryOf('/v1/supported-chains')).toEqual(sdkQuery);
    });

    it('"client id appended when set": GET and POST carry clientId once the provider has one', async () => {
      stub.answer('/v1/supported-chains', { body: answers.supportedChains });
      stub.answer('/v1/fungible/price', { body: answers.fungiblePrices });
      clientId = 'wc-client-7';
      await api.getSupportedChains();
      await api.getFungiblePrices([TOKEN]);
      expect(queryOf('/v1/supported-chains')).toEqual({ ...sdkQuery, clientId: 'wc-client-7' });
      expect(queryOf('/v1/fungible/price')).toEqual({ clientId: 'wc-client-7' });
    });

    it('"Direct post calls don\'t add st/sv": a POST carries only the query its row lists', async () => {
      stub.answer('/v1/onramp/quote', { body: answers.onrampQuote });
      await api.getOnrampQuote({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'ethereum',
      });
      expect(queryOf('/v1/onramp/quote')).toEqual({ projectId: 'demo-project' });
      expect(stub.lastRequest('/v1/onramp/quote').method).toBe('POST');
    });
  });

  it('GET v1/supported-chains -> {http, ws}, ids of namespaces Keyport does not know left out', async () => {
    stub.answer('/v1/supported-chains', { body: answers.supportedChains });
    await expect(api.getSupportedChains()).resolves.toEqual({
      http: ['eip155:1', 'eip155:42161'],
      ws: ['eip155:1'],
    });
  });

  it('GET /v1/identity/{address} with sender -> {name, avatar}', async () => {
    stub.answer(`/v1/identity/${ACCOUNT}`, { body: answers.identity });
    await expect(api.getIdentity(ACCOUNT, '0xSender')).resolves.toEqual({
      name: 'ada.reown.id',
      avatar: null,
    });
    expect(queryOf(`/v1/identity/${ACCOUNT}`)).toEqual({ ...sdkQuery, sender: '0xSender' });
    await api.getIdentity(ACCOUNT, undefined);
    expect(queryOf(`/v1/identity/${ACCOUNT}`)).toEqual(sdkQuery);
  });

  it('GET /v1/account/{account}/history with cursor, chainId, onramp -> {data, next}', async () => {
    const path = `/v1/account/${ACCOUNT}/history`;
    stub.answer(path, { body: answers.history });
    const page = await api.getTransactions({
      account: ACCOUNT,
      chainId: 'eip155:1',
      cursor: 'cursor-1',
      onramp: 'coinbase',
    });
    expect(queryOf(path)).toEqual({
      ...sdkQuery,
      cursor: 'cursor-1',
      chainId: 'eip155:1',
      onramp: 'coinbase',
    });
    expect(page.next).toBe('cursor-2');
    expect(page.data[1]).toEqual(answers.history.data[1]);
    const [received] = page.data;
    // Fields beyond REFERENCE are dropped; null optionals become absent.
    expect(received?.metadata).not.toHaveProperty('application');
    expect(received?.transfers?.[0]).toEqual({
      fungible_info: { name: 'Dev Dai', symbol: 'DDAI', icon: { url: 'https://icons.example/ddai.svg' } },
      direction: 'in',
      quantity: { numeric: '12.5' },
      value: 12.5,
      price: 1,
    });
    expect(received?.transfers?.[1]).toEqual({
      nft_info: answers.history.data[0]?.transfers?.[1]?.nft_info,
      direction: 'in',
      quantity: { numeric: '1' },
    });
    await api.getTransactions({ account: ACCOUNT, chainId: 'eip155:1' });
    expect(queryOf(path)).toEqual({ ...sdkQuery, chainId: 'eip155:1' });
  });

  it('GET /v1/account/{address}/balance with currency usd, chainId, forceUpdate -> TokenBalance[]', async () => {
    const path = `/v1/account/${ACCOUNT}/balance`;
    stub.answer(path, { body: answers.balances });
    const balances = await api.getBalances({ address: ACCOUNT, chainId: 'eip155:1', forceUpdate: TOKEN });
    expect(queryOf(path)).toEqual({ ...sdkQuery, currency: 'usd', chainId: 'eip155:1', forceUpdate: TOKEN });
    // Decimals written as text ("18") are decoded to the number.
    const [ether] = answers.balances.balances;
    expect(balances).toEqual([
      { ...ether, quantity: { ...ether?.quantity, decimals: 18 } },
      {
        name: 'Dev USD Coin',
        symbol: 'DUSDC',
        chainId: 'eip155:1',
        address: TOKEN,
        price: 1,
        quantity: { decimals: 6, numeric: '250.5' },
        iconUrl: 'https://icons.example/dusdc.svg',
      },
    ]);
  });

  it('POST /v1/fungible/price with body {currency: "usd", addresses, projectId} -> fungibles', async () => {
    stub.answer('/v1/fungible/price', { body: answers.fungiblePrices });
    await expect(api.getFungiblePrices([TOKEN])).resolves.toEqual(answers.fungiblePrices.fungibles);
    expect(bodyOf('/v1/fungible/price')).toEqual({
      currency: 'usd',
      addresses: [TOKEN],
      projectId: 'demo-project',
    });
  });

  it('GET /v1/convert/tokens with chainId -> tokens (eip2612 dropped)', async () => {
    stub.answer('/v1/convert/tokens', { body: answers.swapTokens });
    await expect(api.getSwapTokens('eip155:1')).resolves.toEqual([
      { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: 'https://i.example/e.svg' },
    ]);
    expect(queryOf('/v1/convert/tokens')).toEqual({ ...sdkQuery, chainId: 'eip155:1' });
  });

  it('GET /v1/convert/quotes with amount, userAddress, from, to, gasPrice -> quotes', async () => {
    stub.answer('/v1/convert/quotes', { body: answers.swapQuotes });
    const params = {
      amount: '1000000',
      userAddress: CAIP_ACCOUNT,
      from: TOKEN,
      to: NATIVE,
      gasPrice: '1000000000',
    };
    await expect(api.getSwapQuote(params)).resolves.toEqual([
      { fromAmount: '1000000', toAmount: '333333333333333' },
    ]);
    expect(queryOf('/v1/convert/quotes')).toEqual({ ...sdkQuery, ...params });
  });

  it('GET /v1/convert/allowance with tokenAddress, userAddress -> allowance', async () => {
    stub.answer('/v1/convert/allowance', { body: answers.allowance });
    await expect(api.getAllowance({ tokenAddress: TOKEN, userAddress: CAIP_ACCOUNT })).resolves.toBe(
      answers.allowance.allowance,
    );
    expect(queryOf('/v1/convert/allowance')).toEqual({
      ...sdkQuery,
      tokenAddress: TOKEN,
      userAddress: CAIP_ACCOUNT,
    });
  });

  it('GET /v1/convert/gas-price with chainId (+st, sv) -> {standard, fast, instant}', async () => {
    stub.answer('/v1/convert/gas-price', { body: answers.gasPrice });
    await expect(api.getGasPrice('eip155:1')).resolves.toEqual(answers.gasPrice);
    expect(queryOf('/v1/convert/gas-price')).toEqual({ ...sdkQuery, chainId: 'eip155:1' });
  });

  it('GET /v1/convert/build-approve with userAddress, from, to -> a sendable tx: plain addresses, gas as a decimal text', async () => {
    stub.answer('/v1/convert/build-approve', { body: answers.approveTransaction });
    const params = { userAddress: CAIP_ACCOUNT, from: TOKEN, to: NATIVE };
    await expect(api.buildApproveTransaction(params)).resolves.toEqual({
      from: TOKEN_ADDRESS,
      to: TOKEN_ADDRESS,
      data: '0x095ea7b3',
      value: '0',
      gas: '46000',
      gasPrice: '1000000000',
    });
    expect(queryOf('/v1/convert/build-approve')).toEqual({ ...sdkQuery, ...params });
  });

  it("POST /v1/convert/build-transaction with body {amount, eip155: {slippage}, projectId, from, to, userAddress, disableEstimate}: the slippage is the caller's", async () => {
    stub.answer('/v1/convert/build-transaction', { body: answers.swapTransaction });
    const params = { amount: '1000000', userAddress: CAIP_ACCOUNT, from: TOKEN, to: NATIVE };
    await expect(
      api.buildSwapTransaction({ ...params, slippage: 1, value: '0', disableEstimate: true }),
    ).resolves.toEqual({
      from: ACCOUNT,
      to: ROUTER_ADDRESS,
      data: '0xabcdef',
      value: '0',
      gas: '150000',
      gasPrice: '1100000000',
    });
    expect(bodyOf('/v1/convert/build-transaction')).toEqual({
      ...params,
      eip155: { slippage: 1 },
      projectId: 'demo-project',
      disableEstimate: true,
    });
    await api.buildSwapTransaction({ ...params, slippage: 0.5, value: '0' });
    expect(bodyOf('/v1/convert/build-transaction')).toMatchObject({
      eip155: { slippage: 0.5 },
      disableEstimate: false,
    });
  });

  it('build-transaction: the answer names no value, so the transaction carries the value the caller gave and nothing of the request goes out with it', async () => {
    stub.answer('/v1/convert/build-transaction', { body: answers.swapTransaction });
    const sellEther = { amount: '5000000000000000', userAddress: CAIP_ACCOUNT, from: NATIVE, to: TOKEN };
    await expect(
      api.buildSwapTransaction({ ...sellEther, slippage: 1, value: '5000000000000000' }),
    ).resolves.toMatchObject({ value: '5000000000000000' });
    expect(bodyOf('/v1/convert/build-transaction')).not.toHaveProperty('value');
    await expect(api.buildSwapTransaction({ ...sellEther, slippage: 1, value: '0' })).resolves.toMatchObject({
      value: '0',
    });
  });

  it('GET /v1/profile/account/{name} with apiVersion=2 -> the profile (dates dropped, null attributes absent)', async () => {
    stub.answer('/v1/profile/account/ada.reown.id', { body: answers.nameProfile });
    await expect(api.lookupName('ada.reown.id')).resolves.toEqual({
      name: 'ada.reown.id',
      addresses: { '2147483649': { address: ACCOUNT } },
      attributes: [{ avatar: 'https://a.example/ada.png' }],
    });
    expect(queryOf('/v1/profile/account/ada.reown.id')).toEqual({ ...sdkQuery, apiVersion: '2' });
  });

  it('GET /v1/profile/reverse/{address} with sender, apiVersion -> a list of profiles', async () => {
    stub.answer(`/v1/profile/reverse/${ACCOUNT}`, { body: [answers.nameProfile] });
    const profiles = await api.reverseLookup(ACCOUNT, '0xSender');
    expect(profiles.map((profile) => profile.name)).toEqual(['ada.reown.id']);
    expect(queryOf(`/v1/profile/reverse/${ACCOUNT}`)).toEqual({
      ...sdkQuery,
      sender: '0xSender',
      apiVersion: '2',
    });
  });

  it('GET /v1/profile/suggestions/{name} with zone=reown.id -> suggestions', async () => {
    stub.answer('/v1/profile/suggestions/ada', { body: answers.nameSuggestions });
    await expect(api.getNameSuggestions('ada')).resolves.toEqual(answers.nameSuggestions.suggestions);
    expect(queryOf('/v1/profile/suggestions/ada')).toEqual({ ...sdkQuery, zone: 'reown.id' });
  });

  it('POST /v1/profile/account?projectId with body {coin_type, address, message, signature}; any 2xx is success', async () => {
    stub.answer('/v1/profile/account', { body: '' });
    const request = { coin_type: 2147483649, address: ACCOUNT, message: '{"name":"ada"}', signature: '0x01' };
    await expect(api.registerName(request)).resolves.toBeUndefined();
    expect(bodyOf('/v1/profile/account')).toEqual(request);
    expect(queryOf('/v1/profile/account')).toEqual({ projectId: 'demo-project' });
  });

  it('POST /v1/generators/onrampurl?projectId with destinationWallets, defaultNetwork, partnerUserId, defaultExperience buy, presets -> url', async () => {
    stub.answer('/v1/generators/onrampurl', { body: answers.onrampUrl });
    const url = await api.generateOnrampUrl({
      address: ACCOUNT,
      blockchains: ['ethereum'],
      assets: ['USDC'],
      defaultNetwork: 'ethereum',
      presetCryptoAmount: 50,
      presetFiatAmount: 100,
    });
    expect(url).toBe(answers.onrampUrl.url);
    expect(queryOf('/v1/generators/onrampurl')).toEqual({ projectId: 'demo-project' });
    expect(bodyOf('/v1/generators/onrampurl')).toEqual({
      destinationWallets: [{ address: ACCOUNT, blockchains: ['ethereum'], assets: ['USDC'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: ACCOUNT,
      defaultExperience: 'buy',
      presetCryptoAmount: 50,
      presetFiatAmount: 100,
    });
  });

  it('GET /v1/onramp/options -> paymentCurrencies, purchaseCurrencies', async () => {
    stub.answer('/v1/onramp/options', { body: answers.onrampOptions });
    await expect(api.getOnrampOptions()).resolves.toEqual(answers.onrampOptions);
    expect(queryOf('/v1/onramp/options')).toEqual(sdkQuery);
  });

  it('POST /v1/onramp/quote?projectId with body {purchaseCurrency, paymentCurrency, amount, network} -> the quote', async () => {
    stub.answer('/v1/onramp/quote', { body: answers.onrampQuote });
    const request = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'ethereum' };
    await expect(api.getOnrampQuote(request)).resolves.toEqual(answers.onrampQuote);
    expect(bodyOf('/v1/onramp/quote')).toEqual(request);
  });

  it('GET /v1/sessions/{caipAddress} -> the list, colons of the CAIP address kept in the path', async () => {
    stub.answer(`/v1/sessions/${CAIP_ACCOUNT}`, { body: answers.smartSessions });
    await expect(api.getSmartSessions(CAIP_ACCOUNT)).resolves.toEqual(answers.smartSessions);
    expect(queryOf(`/v1/sessions/${CAIP_ACCOUNT}`)).toEqual(sdkQuery);
  });

  it('POST /v1/sessions/{address}/revoke?projectId with body {pci, signature} -> {success}', async () => {
    stub.answer(`/v1/sessions/${ACCOUNT}/revoke`, { body: { success: true } });
    await expect(
      api.revokeSmartSession({ address: ACCOUNT, pci: 'pci-1', signature: '0x02' }),
    ).resolves.toBeUndefined();
    expect(queryOf(`/v1/sessions/${ACCOUNT}/revoke`)).toEqual({ projectId: 'demo-project' });
    expect(bodyOf(`/v1/sessions/${ACCOUNT}/revoke`)).toEqual({ pci: 'pci-1', signature: '0x02' });
  });

  it('path parameters are encoded as one segment', async () => {
    stub.answer('/v1/profile/suggestions/a%2Fb%3Fc', { body: { suggestions: [] } });
    await expect(api.getNameSuggestions('a/b?c')).resolves.toEqual([]);
  });
});
