import { accountTypeInUse, addressOfType } from '../../../../domain/embedded/accountTypeInUse';
import { type EmbeddedWalletUser } from '../../../../domain/embedded/EmbeddedWalletUser';

const EOA = '0x00000000000000000000000000000000000000aa';
const SMART = '0x00000000000000000000000000000000000000bb';

function user(overrides: Partial<EmbeddedWalletUser>): EmbeddedWalletUser {
  return {
    address: SMART,
    chainId: 1,
    accounts: [
      { address: EOA, type: 'eoa' },
      { address: SMART, type: 'smartAccount' },
    ],
    ...overrides,
  };
}

describe('SPEC §6 the account type the site uses', () => {
  it('SPEC §6: the type the wallet service says is preferred', () => {
    expect(accountTypeInUse(user({ preferredAccountType: 'eoa' }))).toBe('eoa');
  });

  it("SPEC §6: else the type of the account at the user's address, whatever its letter case", () => {
    expect(accountTypeInUse(user({ preferredAccountType: 'vault' }))).toBe('smartAccount');
    expect(accountTypeInUse(user({ address: EOA.toUpperCase().replace('0X', '0x') }))).toBe('eoa');
  });

  it('SPEC §6: else a plain account, which every user has', () => {
    expect(accountTypeInUse(user({ address: '0x00000000000000000000000000000000000000cc' }))).toBe('eoa');
  });

  it('SPEC §4: the address of the account of a type, if the user has one', () => {
    expect(addressOfType(user({}), 'eoa')).toBe(EOA);
    expect(addressOfType(user({ accounts: [] }), 'smartAccount')).toBeUndefined();
  });
});
