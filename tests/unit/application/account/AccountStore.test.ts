import { AccountStore } from '../../../../application/account/AccountStore';
import { initialAccountState } from '../../../../domain/account/AccountState';

describe('AccountStore (SPEC §3 account state per namespace)', () => {
  it('SPEC §3: a namespace nobody connected reads as the initial account (Tokens tab, disconnected)', () => {
    const store = new AccountStore();

    expect(store.account('eip155')).toEqual(initialAccountState());
    expect(store.account('eip155')).toMatchObject({ currentTab: 'Tokens', status: 'disconnected' });
  });

  it('SPEC §3: patchAccount merges into one namespace and leaves the others', () => {
    const store = new AccountStore();

    store.patchAccount('eip155', { status: 'connecting' });
    store.patchAccount('eip155', { address: '0xabc', status: 'connected' });
    store.patchAccount('solana', { balance: '2', balanceSymbol: 'SOL' });

    expect(store.account('eip155')).toEqual({
      ...initialAccountState(),
      address: '0xabc',
      status: 'connected',
    });
    expect(store.account('solana')).toEqual({ ...initialAccountState(), balance: '2', balanceSymbol: 'SOL' });
  });

  it('SPEC §3: an optional field is cleared by writing undefined', () => {
    const store = new AccountStore();
    store.patchAccount('eip155', { profileName: 'vitalik.eth' });

    store.patchAccount('eip155', { profileName: undefined });

    expect(store.account('eip155').profileName).toBeUndefined();
  });

  it('SPEC §4: resetAccount puts one namespace back to the initial account', () => {
    const store = new AccountStore();
    store.patchAccount('eip155', { address: '0xabc', status: 'connected', currentTab: 'Activity' });
    store.patchAccount('solana', { address: 'So1', status: 'connected' });

    store.resetAccount('eip155');

    expect(store.account('eip155')).toEqual(initialAccountState());
    expect(store.account('solana').address).toBe('So1');
  });
});
