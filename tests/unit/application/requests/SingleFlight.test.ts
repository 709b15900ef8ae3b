import { SingleFlight } from '../../../../application/requests/SingleFlight';

/** A request the test answers when it wants, counting how often it was sent. */
function scriptedRequest<T>() {
  let sent = 0;
  const settles: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const request = (): Promise<T> => {
    sent += 1;
    return new Promise<T>((resolve, reject) => settles.push({ resolve, reject }));
  };
  return { request, sent: () => sent, settle: (index: number) => settles[index] };
}

describe('SingleFlight: one request in flight per call and arguments (Hostile input §2)', () => {
  it('Hostile input §2: 1000 callers asking at once for the same key send one request and share its answer', async () => {
    const flights = new SingleFlight();
    const { request, sent, settle } = scriptedRequest<string>();

    const answers = Array.from({ length: 1000 }, () => flights.run('getIdentity', ['0xabc'], request));
    settle(0)?.resolve('ada.eth');

    expect(sent()).toBe(1);
    await expect(Promise.all(answers)).resolves.toEqual(Array.from({ length: 1000 }, () => 'ada.eth'));
  });

  it('Hostile input §2: another call or other arguments are another key', () => {
    const flights = new SingleFlight();
    const { request, sent } = scriptedRequest<string>();

    void flights.run('getIdentity', ['0xabc'], request);
    void flights.run('getIdentity', ['0xdef'], request);
    void flights.run('reverseLookup', ['0xabc'], request);
    void flights.run('getTransactions', ['eip155:1', '0xabc', null], request);
    void flights.run('getTransactions', ['eip155:1', '0xabc', 'page-2'], request);

    expect(sent()).toBe(5);
  });

  it('once the request has settled the key is free: the next caller sends a new one', async () => {
    const flights = new SingleFlight();
    const { request, sent, settle } = scriptedRequest<string>();
    const first = flights.run('getIdentity', ['0xabc'], request);
    settle(0)?.resolve('first');
    await first;

    const second = flights.run('getIdentity', ['0xabc'], request);
    settle(1)?.resolve('second');

    expect(sent()).toBe(2);
    await expect(second).resolves.toBe('second');
  });

  it('every caller waiting on a failed request hears the failure, and the key is free again', async () => {
    const flights = new SingleFlight();
    const { request, sent, settle } = scriptedRequest<string>();
    const callers = [flights.run('getBalances', ['k'], request), flights.run('getBalances', ['k'], request)];
    settle(0)?.reject(new Error('HTTP status code: 503'));

    for (const caller of callers) await expect(caller).rejects.toThrow('HTTP status code: 503');
    void flights.run('getBalances', ['k'], request);
    expect(sent()).toBe(2);
  });

  it('a request that throws before returning a promise rejects its callers and frees its key', async () => {
    const flights = new SingleFlight();
    const throwing = (): Promise<string> => {
      throw new Error('Chain adapter not found');
    };

    await expect(flights.run('getBalance', ['k'], throwing)).rejects.toThrow('Chain adapter not found');
    await expect(flights.run('getBalance', ['k'], () => Promise.resolve('1.5'))).resolves.toBe('1.5');
  });
});
