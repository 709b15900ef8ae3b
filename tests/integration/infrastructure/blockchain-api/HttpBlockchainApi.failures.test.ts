import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { NameServiceError } from '../../../../domain/name/NameErrors';
import { buildNameRegistrationMessage } from '../../../../domain/name/NameRegistration';
import { HttpBlockchainApi } from '../../../../infrastructure/blockchain-api/HttpBlockchainApi';
import {
  InvalidResponseError,
  RequestFailedError,
  RequestTimeoutError,
} from '../../../../infrastructure/http/RequestErrors';
import * as answers from './referenceAnswers';
import { ACCOUNT } from './referenceAnswers';
import { startStubBlockchainApi, type StubBlockchainApi } from './stubBlockchainApi';
import { closedPort } from '../../../support/closedPort';

const identity = { projectId: 'demo-project', sdkType: 'keyport', sdkVersion: 'react-1.7.4' };
const BALANCE_PATH = `/v1/account/${ACCOUNT}/balance`;
const HISTORY_PATH = `/v1/account/${ACCOUNT}/history`;
const balancesOf = (api: HttpBlockchainApi) => api.getBalances({ address: ACCOUNT, chainId: 'eip155:1' });

describe('HttpBlockchainApi failures: typed errors, never a crash, never a partial answer', () => {
  let stub: StubBlockchainApi;
  let api: HttpBlockchainApi;

  beforeAll(async () => {
    stub = await startStubBlockchainApi();
    api = new HttpBlockchainApi({ baseUrl: stub.server.baseUrl, identity, timeoutMs: 300 });
  });
  afterAll(() => stub.server.close());

  describe('SPEC §8 "HTTP non-2xx raises HTTP status code: {status}"', () => {
    it.each([500, 403, 404])('a %i answer is an HttpStatusError carrying the status', async (status) => {
      stub.answer(BALANCE_PATH, {
        status,
        body: { status, reasons: [{ name: 'x', description: 'server text' }] },
      });
      const failure = balancesOf(api);
      await expect(failure).rejects.toBeInstanceOf(HttpStatusError);
      await expect(failure).rejects.toMatchObject({
        code: 'HTTP_STATUS',
        status,
        shortMessage: `HTTP status code: ${status}`,
        // The refusal's body travels as the cause, so its reasons can be told (no swap route…).
        cause: { status, reasons: [{ name: 'x', description: 'server text' }] },
      });
    });

    it('a refusal whose body is not JSON keeps the text as the cause', async () => {
      stub.answer(BALANCE_PATH, { status: 502, body: '<html>Bad gateway</html>' });
      await expect(balancesOf(api)).rejects.toMatchObject({ status: 502, cause: '<html>Bad gateway</html>' });
    });
  });

  describe('a malformed 2xx answer is INVALID_RESPONSE naming the call and the field', () => {
    it('a body that is not JSON', async () => {
      stub.answer(BALANCE_PATH, { body: '<html>upstream error</html>' });
      const failure = balancesOf(api);
      await expect(failure).rejects.toBeInstanceOf(InvalidResponseError);
      await expect(failure).rejects.toMatchObject({
        code: 'INVALID_RESPONSE',
        shortMessage: 'Invalid response to GET /v1/account/{address}/balance',
        details: 'the body is not JSON',
      });
    });

    it('valid JSON of the wrong shape as a whole (no balances list)', async () => {
      stub.answer(BALANCE_PATH, { body: { balances: 'none' } });
      await expect(balancesOf(api)).rejects.toMatchObject({
        code: 'INVALID_RESPONSE',
        details: 'balances: expected an array, got "none"',
      });
    });

    it('base-unit amounts must be decimal integer texts (callers make bigints of them)', async () => {
      stub.answer('/v1/convert/gas-price', { body: { ...answers.gasPrice, fast: '1.1e9' } });
      await expect(api.getGasPrice('eip155:1')).rejects.toThrow(/fast: expected a decimal integer text/);
      stub.answer('/v1/convert/build-approve', {
        body: { tx: { ...answers.approveTransaction.tx, eip155: { gas: 4.5, gasPrice: '1' } } },
      });
      const params = { userAddress: answers.CAIP_ACCOUNT, from: answers.TOKEN, to: answers.NATIVE };
      await expect(api.buildApproveTransaction(params)).rejects.toThrow(
        /tx\.eip155\.gas: expected a whole number/,
      );
    });

    it('call data must be 0x-prefixed hex and token addresses CAIP-10', async () => {
      stub.answer('/v1/convert/build-transaction', {
        body: { tx: { ...answers.swapTransaction.tx, data: 'abcdef' } },
      });
      const params = {
        amount: '1',
        userAddress: answers.CAIP_ACCOUNT,
        from: answers.TOKEN,
        to: answers.NATIVE,
        slippage: 1,
        value: '0',
      };
      await expect(api.buildSwapTransaction(params)).rejects.toThrow(/tx\.data: expected 0x-prefixed hex/);
    });

    it('the onramp link must pass the web-link rule (Hostile input §1): the visitor is sent to it', async () => {
      const request = { address: ACCOUNT, blockchains: ['ethereum'], assets: ['USDC'] };
      for (const url of [
        'javascript:alert(1)',
        'not a url',
        'http://pay.example/checkout',
        'data:text/html,x',
      ]) {
        stub.answer('/v1/generators/onrampurl', { body: { url } });
        await expect(api.generateOnrampUrl(request)).rejects.toThrow(/url: expected a web link/);
      }
    });

    it('an empty body on a call that promises an answer', async () => {
      stub.answer('/v1/onramp/options', { body: '' });
      await expect(api.getOnrampOptions()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    });
  });

  describe('SPEC §9 "RPC defaults: timeout 10 s" (shortened here): a silent service is TIMEOUT', () => {
    it('no answer at all', async () => {
      stub.answer('/v1/supported-chains', { hang: 'before-headers' });
      const failure = api.getSupportedChains();
      await expect(failure).rejects.toBeInstanceOf(RequestTimeoutError);
      await expect(failure).rejects.toMatchObject({
        code: 'TIMEOUT',
        timeoutMs: 300,
        call: 'GET /v1/supported-chains',
        shortMessage: 'Request timed out after 300 ms',
      });
    });

    it('headers, then a body that never ends', async () => {
      stub.answer('/v1/supported-chains', { hang: 'after-headers' });
      await expect(api.getSupportedChains()).rejects.toMatchObject({ code: 'TIMEOUT' });
    });

    it('a caller that abandons a history request gets its own abort back, not a timeout', async () => {
      stub.answer(HISTORY_PATH, { hang: 'before-headers' });
      const controller = new AbortController();
      const failure = api.getTransactions({
        account: ACCOUNT,
        chainId: 'eip155:1',
        signal: controller.signal,
      });
      controller.abort(new Error('visitor left the activity tab'));
      await expect(failure).rejects.toThrow('visitor left the activity tab');
    });
  });

  it('an unreachable service is REQUEST_FAILED naming the call', async () => {
    const offline = new HttpBlockchainApi({ baseUrl: `http://127.0.0.1:${await closedPort()}`, identity });
    const failure = offline.getOnrampOptions();
    await expect(failure).rejects.toBeInstanceOf(RequestFailedError);
    await expect(failure).rejects.toMatchObject({
      code: 'REQUEST_FAILED',
      shortMessage: 'Request failed: GET /v1/onramp/options',
    });
  });

  describe('SPEC §8 "Name errors use the server\'s first reason description, with fallbacks"', () => {
    const refusal = {
      status: 409,
      reasons: [
        { name: 'taken', description: 'Name ada.reown.id is already registered' },
        { name: 'other', description: 'second reason' },
      ],
    };
    const registration = {
      coin_type: 2147483649,
      address: ACCOUNT,
      message: buildNameRegistrationMessage('ada.reown.id', 1_700_000_000_000),
      signature: '0x01',
    };

    it('register: the first reason description becomes the message', async () => {
      stub.answer('/v1/profile/account', { status: 409, body: refusal });
      const failure = api.registerName(registration);
      await expect(failure).rejects.toBeInstanceOf(NameServiceError);
      await expect(failure).rejects.toMatchObject({
        code: 'NAME_SERVICE_ERROR',
        shortMessage: 'Name ada.reown.id is already registered',
        cause: refusal,
      });
    });

    it('register with empty reasons: "Error registering name {name}"', async () => {
      stub.answer('/v1/profile/account', { status: 400, body: { status: 400, reasons: [] } });
      await expect(api.registerName(registration)).rejects.toMatchObject({
        shortMessage: 'Error registering name ada.reown.id',
      });
    });

    it('register with a message that is not the registration JSON names the message itself', async () => {
      stub.answer('/v1/profile/account', { status: 400, body: 'Bad Request' });
      await expect(api.registerName({ ...registration, message: 'ada' })).rejects.toMatchObject({
        shortMessage: 'Error registering name ada',
        cause: 'Bad Request',
      });
      await expect(api.registerName({ ...registration, message: '{"label":"ada"}' })).rejects.toMatchObject({
        shortMessage: 'Error registering name {"label":"ada"}',
      });
    });

    it.each([
      [
        'lookupName',
        'Error resolving name',
        '/v1/profile/account/ada.reown.id',
        () => api.lookupName('ada.reown.id'),
      ],
      [
        'reverseLookup',
        'Error fetching names for address',
        `/v1/profile/reverse/${ACCOUNT}`,
        () => api.reverseLookup(ACCOUNT, undefined),
      ],
      [
        'getNameSuggestions',
        'Error fetching name suggestions',
        '/v1/profile/suggestions/ada',
        () => api.getNameSuggestions('ada'),
      ],
    ])('%s: the server reason, else "%s"', async (_method, fallback, path, call) => {
      stub.answer(path, {
        status: 404,
        body: { status: 404, reasons: [{ name: 'missing', description: 'No such name' }] },
      });
      await expect(call()).rejects.toMatchObject({
        code: 'NAME_SERVICE_ERROR',
        shortMessage: 'No such name',
      });
      stub.answer(path, { status: 500, body: '<html>oops</html>' });
      await expect(call()).rejects.toMatchObject({ code: 'NAME_SERVICE_ERROR', shortMessage: fallback });
    });

    it('a 2xx name answer of the wrong shape is still INVALID_RESPONSE, not a name error', async () => {
      stub.answer('/v1/profile/suggestions/ada', { body: { suggestions: [{ name: 'ada' }] } });
      await expect(api.getNameSuggestions('ada')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    });
  });

  it('a revoke answered {success: false} is SESSION_NOT_REVOKED, not a silent success', async () => {
    stub.answer(`/v1/sessions/${ACCOUNT}/revoke`, { body: { success: false } });
    await expect(
      api.revokeSmartSession({ address: ACCOUNT, pci: 'pci-9', signature: '0x02' }),
    ).rejects.toMatchObject({
      code: 'SESSION_NOT_REVOKED',
      details: 'session pci-9',
    });
  });
});
