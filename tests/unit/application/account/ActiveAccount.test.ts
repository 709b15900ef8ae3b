import { AccountStore } from '../../../../application/account/AccountStore';
import { ActiveAccount } from '../../../../application/account/ActiveAccount';
import { ChainStore } from '../../../../application/chain/ChainStore';

function setup() {
  const chains = new ChainStore();
  const accounts = new AccountStore();
  return { chains, accounts, active: new ActiveAccount(chains, accounts) };
}

describe('ActiveAccount (SPEC §2, §3: the account of the active namespace)', () => {
  it('SPEC §3: there is no active account before a namespace is active', () => {
    const { active } = setup();

    expect(active.get()).toBeUndefined();
    expect(active.address()).toBeUndefined();
    expect(active.isConnected()).toBe(false);
  });

  it('SPEC §3: follows the active namespace', () => {
    const { chains, accounts, active } = setup();
    accounts.patchAccount('solana', { address: 'So1', status: 'connected' });

    chains.set({ activeNamespace: 'eip155' });
    expect(active.address()).toBeUndefined();

    chains.set({ activeNamespace: 'solana' });
    expect(active.address()).toBe('So1');
    expect(active.isConnected()).toBe(true);
  });

  it('SPEC §4: connected means status connected with an address', () => {
    const { chains, accounts, active } = setup();
    chains.set({ activeNamespace: 'eip155' });

    accounts.patchAccount('eip155', { status: 'connecting', address: '0xabc' });
    expect(active.isConnected()).toBe(false);

    accounts.patchAccount('eip155', { status: 'connected', address: '' });
    expect(active.isConnected()).toBe(false);

    accounts.patchAccount('eip155', { address: '0xabc' });
    expect(active.isConnected()).toBe(true);
  });
});
