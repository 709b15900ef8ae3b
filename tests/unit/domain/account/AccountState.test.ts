import { type AccountState, initialAccountState } from '../../../../domain/account/AccountState';

describe('SPEC §3 account state', () => {
  it('starts disconnected on the Tokens tab with nothing loaded', () => {
    expect(initialAccountState()).toEqual({
      currentTab: 'Tokens',
      tokenBalance: [],
      smartAccountDeployed: false,
      addressLabels: {},
      allAccounts: [],
      status: 'disconnected',
    });
  });

  it('gives a fresh object each time, so one namespace never shares another one’s state', () => {
    expect(initialAccountState()).not.toBe(initialAccountState());
  });

  it('lets a disconnect clear an optional field by writing undefined', () => {
    const connected: AccountState = {
      ...initialAccountState(),
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      caipAddress: 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7',
      status: 'connected',
    };
    const cleared: AccountState = {
      ...connected,
      address: undefined,
      caipAddress: undefined,
      status: 'disconnected',
    };
    expect(cleared.address).toBeUndefined();
    expect(cleared.status).toBe('disconnected');
  });
});
