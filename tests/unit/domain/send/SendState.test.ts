import { initialSendState } from '../../../../domain/send/SendState';

describe('SPEC §3 send state', () => {
  it('starts as an empty form that is not loading', () => {
    expect(initialSendState()).toEqual({ tokenBalances: [], loading: false });
    expect(initialSendState().token).toBeUndefined();
    expect(initialSendState().sendTokenAmount).toBeUndefined();
    expect(initialSendState().receiverAddress).toBeUndefined();
  });
});
