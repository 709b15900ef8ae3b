import { withTimeout } from '../../../../infrastructure/http/HttpClient';
import { RequestTimeoutError } from '../../../../infrastructure/http/RequestErrors';

/** Work that settles only when its signal aborts, rejecting with the signal's reason (as fetch does). */
const untilAborted = (signal: AbortSignal): Promise<never> =>
  new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

describe('withTimeout (SPEC §9 "RPC defaults: timeout 10 s")', () => {
  it('returns what the work returns within the time', async () => {
    await expect(withTimeout('GET /x', 1_000, undefined, async () => 'answer')).resolves.toBe('answer');
  });

  it('a timeout raises RequestTimeoutError naming the call, with the abort as its cause', async () => {
    const failure = withTimeout('GET /x', 20, undefined, untilAborted);
    await expect(failure).rejects.toBeInstanceOf(RequestTimeoutError);
    await expect(failure).rejects.toMatchObject({ code: 'TIMEOUT', call: 'GET /x', details: 'GET /x' });
  });

  it('still times out when the caller passed a signal it did not abort', async () => {
    const caller = new AbortController();
    await expect(withTimeout('GET /x', 20, caller.signal, untilAborted)).rejects.toMatchObject({
      code: 'TIMEOUT',
    });
  });

  it("the caller's abort comes back as the caller's reason", async () => {
    const caller = new AbortController();
    const failure = withTimeout('GET /x', 1_000, caller.signal, untilAborted);
    const reason = new Error('abandoned');
    caller.abort(reason);
    await expect(failure).rejects.toBe(reason);
  });

  it('any other failure passes through unchanged', async () => {
    const caller = new AbortController();
    const problem = new Error('HTTP status code: 500');
    await expect(
      withTimeout('GET /x', 1_000, caller.signal, async () => {
        throw problem;
      }),
    ).rejects.toBe(problem);
  });
});
