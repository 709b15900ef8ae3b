import { requestsToAbortOnReject } from '../../../../domain/embedded/requestsToAbortOnReject';

describe('SPEC §4 requests aborted on reject', () => {
  it('SPEC §4: every open RPC request not in the safe list is aborted', () => {
    const open = [
      { id: 'a', method: 'personal_sign' },
      { id: 'b', method: 'eth_call' },
      { id: 'c', method: 'wallet_sendCalls' },
      { id: 'd', method: 'eth_somethingNew' },
      { id: 'e', method: 'eth_getBalance' },
    ];
    expect(requestsToAbortOnReject(open).map((request) => request.id)).toEqual(['a', 'c', 'd']);
  });

  it('SPEC §4: nothing open, nothing aborted', () => {
    expect(requestsToAbortOnReject([])).toEqual([]);
  });
});
