import {
  ANSWER_SIZE_LIMIT_BYTES,
  DEFAULT_ANSWER_SIZE_LIMIT_BYTES,
  DISPLAY_TEXT_MAX_LENGTH,
} from '../../../../domain/constants/limits';
import { HttpBlockchainApi } from '../../../../infrastructure/blockchain-api/HttpBlockchainApi';
import { type DroppedItemsReport } from '../../../../domain/events/droppedItemsReport';
import { ResponseTooLargeError } from '../../../../infrastructure/http/ResponseTooLargeError';
import * as answers from './referenceAnswers';
import { ACCOUNT } from './referenceAnswers';
import { startStubBlockchainApi, type StubBlockchainApi } from './stubBlockchainApi';

const identity = { projectId: 'demo-project', sdkType: 'keyport', sdkVersion: 'react-1.7.4' };
const BALANCE_CALL = 'GET /v1/account/{address}/balance';
const BALANCE_PATH = `/v1/account/${ACCOUNT}/balance`;
const HISTORY_PATH = `/v1/account/${ACCOUNT}/history`;
const [ether, coin] = answers.balances.balances;
const [received, approval] = answers.history.data;
const [swapEther] = answers.swapTokens.tokens;

/** A balance answer of `bytes` bytes: one real balance padded by a long ignored field. */
function balanceAnswerOf(bytes: number): string {
  const head = JSON.stringify({ balances: [ether] }).slice(0, -1);
  const padding = ',"padding":""}';
  return `${head}${padding.slice(0, -2)}${'x'.repeat(bytes - head.length - padding.length)}"}`;
}

describe('Hostile input §2 and §3: what the blockchain API answers is bounded before it is used', () => {
  let stub: StubBlockchainApi;
  let api: HttpBlockchainApi;
  const dropped: DroppedItemsReport[] = [];

  beforeAll(async () => {
    stub = await startStubBlockchainApi();
    api = new HttpBlockchainApi({
      baseUrl: stub.server.baseUrl,
      identity,
      onDroppedItems: (report) => dropped.push(report),
    });
  });
  beforeEach(() => dropped.splice(0));
  afterAll(() => stub.server.close());

  describe('§2: a number out of range drops its item with a clear decoding error; the rest is kept', () => {
    it.each([
      ['decimals 1.5', { quantity: { decimals: 1.5, numeric: '1' } }, 'balances.1.quantity.decimals'],
      ['decimals -1', { quantity: { decimals: -1, numeric: '1' } }, 'balances.1.quantity.decimals'],
      ['decimals 2e7 (10^2e7 blocked the page)', { quantity: { decimals: 2e7, numeric: '1' } }, 'decimals'],
      ['decimals as the text "1.5"', { quantity: { decimals: '1.5', numeric: '1' } }, 'decimals'],
      ['a price of 1e308', { price: 1e308 }, 'balances.1.price: expected a USD amount'],
      ['a negative value', { value: -1 }, 'balances.1.value'],
      ['an amount that is not a decimal', { quantity: { decimals: 6, numeric: '1,5' } }, 'numeric'],
      ['a negative amount', { quantity: { decimals: 6, numeric: '-3' } }, 'numeric'],
    ])('a balance with %s is left out, the others stay', async (_label, bad, problem) => {
      stub.answer(BALANCE_PATH, { body: { balances: [ether, { ...coin, ...bad }, coin] } });
      const balances = await api.getBalances({ address: ACCOUNT, chainId: 'eip155:1' });
      expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'DUSDC']);
      expect(dropped).toHaveLength(1);
      expect(dropped[0]?.call).toBe(BALANCE_CALL);
      expect(dropped[0]?.problems).toHaveLength(1);
      expect(dropped[0]?.problems[0]).toContain(problem);
    });

    it('an item that is not an object, or lacks a field, is left out the same way', async () => {
      stub.answer(BALANCE_PATH, { body: { balances: ['x', { ...coin, price: 'one dollar' }, ether] } });
      const balances = await api.getBalances({ address: ACCOUNT, chainId: 'eip155:1' });
      expect(balances.map((balance) => balance.symbol)).toEqual(['ETH']);
      expect(dropped[0]?.problems).toEqual([
        expect.stringContaining('balances.0'),
        'balances.1.price: expected a USD amount from 0 to 100000000000000000, got "one dollar"',
      ]);
    });

    it('no report when nothing was left out', async () => {
      stub.answer(BALANCE_PATH, { body: answers.balances });
      await api.getBalances({ address: ACCOUNT, chainId: 'eip155:1' });
      expect(dropped).toEqual([]);
    });

    it('a history page keeps its good transactions and its cursor', async () => {
      const sideways = { ...received, transfers: [{ ...received?.transfers?.[0], direction: 'sideways' }] };
      const badNonce = { ...approval, metadata: { ...approval?.metadata, nonce: -1 } };
      const badValue = { ...received, transfers: [{ ...received?.transfers?.[0], value: 1e308 }] };
      stub.answer(HISTORY_PATH, {
        body: { data: [sideways, received, badNonce, { id: 'x', metadata: {} }, badValue], next: 'c-2' },
      });
      const page = await api.getTransactions({ account: ACCOUNT, chainId: 'eip155:1' });
      expect(page.data.map((transaction) => transaction.id)).toEqual(['0xaaa']);
      expect(page.next).toBe('c-2');
      expect(dropped[0]?.problems).toEqual([
        expect.stringContaining('data.0.transfers.0.direction: expected TransferDirection, got "sideways"'),
        'data.2.metadata.nonce: expected a count, a whole number from 0, got -1',
        expect.stringContaining('data.3.metadata.operationType'),
        expect.stringContaining('data.4.transfers.0.value'),
      ]);
    });

    it('swap tokens with decimals that are not 0-255, or an address that is not CAIP-10, are left out', async () => {
      stub.answer('/v1/convert/tokens', {
        body: {
          tokens: [
            { ...swapEther, symbol: 'HALF', decimals: 1.5 },
            { ...swapEther, symbol: 'NEG', decimals: -1 },
            { ...swapEther, symbol: 'HUGE', decimals: 2e7 },
            { ...swapEther, symbol: 'BARE', address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' },
            swapEther,
          ],
        },
      });
      const tokens = await api.getSwapTokens('eip155:1');
      expect(tokens.map((token) => token.symbol)).toEqual(['ETH']);
      expect(dropped[0]?.problems).toEqual([
        'tokens.0.decimals: expected token decimals, a whole number from 0 to 255, got 1.5',
        'tokens.1.decimals: expected token decimals, a whole number from 0 to 255, got -1',
        'tokens.2.decimals: expected token decimals, a whole number from 0 to 255, got 20000000',
        expect.stringContaining('tokens.3.address: expected a CAIP-10 address'),
      ]);
    });

    it('prices that are not USD amounts leave their token without a price', async () => {
      const [price] = answers.fungiblePrices.fungibles;
      stub.answer('/v1/fungible/price', { body: { fungibles: [{ ...price, price: -2 }, price] } });
      await expect(api.getFungiblePrices([answers.TOKEN])).resolves.toEqual([price]);
      expect(dropped[0]?.problems).toEqual([expect.stringContaining('fungibles.0.price')]);
    });

    it('an onramp currency with a limit that is not an amount is left out; the others stay', async () => {
      const limit = { id: 'card', min: '10.00', max: '7500.00' };
      stub.answer('/v1/onramp/options', {
        body: {
          paymentCurrencies: [
            { id: 'USD', payment_method_limits: [{ ...limit, max: '1e99999' }] },
            { id: 'EUR', payment_method_limits: [limit] },
          ],
          purchaseCurrencies: [],
        },
      });
      const options = await api.getOnrampOptions();
      expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['EUR']);
      expect(dropped[0]?.problems).toEqual([
        expect.stringContaining('paymentCurrencies.0.payment_method_limits.0.max'),
      ]);
    });

    it('base-unit amounts past a uint256 are refused with the whole answer (a quote is one record)', async () => {
      stub.answer('/v1/convert/quotes', {
        body: { quotes: [{ fromAmount: '1', toAmount: '9'.repeat(79) }] },
      });
      const params = {
        amount: '1',
        userAddress: answers.CAIP_ACCOUNT,
        from: answers.NATIVE,
        to: answers.TOKEN,
        gasPrice: '1',
      };
      await expect(api.getSwapQuote(params)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    });
  });

  describe('§3: names are cut for display when decoded', () => {
    it('a 100 KB profile name (it became the account title) is cut to 64 characters with an ellipsis', async () => {
      stub.answer(`/v1/identity/${ACCOUNT}`, { body: { name: 'n'.repeat(100_000), avatar: null } });
      const { name } = await api.getIdentity(ACCOUNT, undefined);
      expect(name).toHaveLength(DISPLAY_TEXT_MAX_LENGTH.name);
      expect(name?.endsWith('…')).toBe(true);
    });

    it('token names and symbols are cut; short ones are kept as sent', async () => {
      stub.answer(BALANCE_PATH, {
        body: { balances: [{ ...coin, name: 'N'.repeat(500), symbol: 'S'.repeat(500) }, ether] },
      });
      const [long, short] = await api.getBalances({ address: ACCOUNT, chainId: 'eip155:1' });
      expect(long?.name).toBe(`${'N'.repeat(DISPLAY_TEXT_MAX_LENGTH.name - 1)}…`);
      expect(long?.symbol).toBe(`${'S'.repeat(DISPLAY_TEXT_MAX_LENGTH.symbol - 1)}…`);
      expect(short?.name).toBe('Ether');
    });
  });

  describe('§3: an answer larger than its call allows is refused unread (RESPONSE_TOO_LARGE)', () => {
    const limit = ANSWER_SIZE_LIMIT_BYTES[BALANCE_CALL] ?? 0;

    it.each([
      ['with a Content-Length', false],
      ['streamed without one', true],
    ])('a 10 MB balance answer %s', async (_label, chunked) => {
      stub.answer(BALANCE_PATH, { body: balanceAnswerOf(10 * 1024 * 1024), chunked });
      const started = performance.now();
      const failure = api.getBalances({ address: ACCOUNT, chainId: 'eip155:1' });
      await expect(failure).rejects.toBeInstanceOf(ResponseTooLargeError);
      await expect(failure).rejects.toMatchObject({
        code: 'RESPONSE_TOO_LARGE',
        call: BALANCE_CALL,
        limitBytes: limit,
        shortMessage: `The answer to ${BALANCE_CALL} is larger than its limit of ${limit} bytes`,
      });
      // Refused long before 10 MB were parsed and 40,000 rows rendered (5.8 s).
      expect(performance.now() - started).toBeLessThan(1_000);
    });

    it('an answer just under the limit is read', async () => {
      stub.answer(BALANCE_PATH, { body: balanceAnswerOf(limit), chunked: true });
      await expect(api.getBalances({ address: ACCOUNT, chainId: 'eip155:1' })).resolves.toHaveLength(1);
    });

    it('a call with a record-sized limit refuses what a list call would take', async () => {
      stub.answer(`/v1/identity/${ACCOUNT}`, {
        body: { name: 'n'.repeat(DEFAULT_ANSWER_SIZE_LIMIT_BYTES), avatar: null },
      });
      await expect(api.getIdentity(ACCOUNT, undefined)).rejects.toMatchObject({
        code: 'RESPONSE_TOO_LARGE',
        call: 'GET /v1/identity/{address}',
        limitBytes: DEFAULT_ANSWER_SIZE_LIMIT_BYTES,
      });
    });
  });
});
