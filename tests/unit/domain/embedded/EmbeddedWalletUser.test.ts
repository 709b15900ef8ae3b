import * as E from 'fp-ts/Either';
import {
  EmbeddedChainIdCodec,
  EmbeddedWalletUserCodec,
} from '../../../../domain/embedded/EmbeddedWalletUser';

describe('SPEC §3 embedded wallet user', () => {
  const user = {
    address: '0x1111111111111111111111111111111111111111',
    chainId: 1,
    accounts: [
      { address: '0x1111111111111111111111111111111111111111', type: 'eoa' },
      { address: '0x2222222222222222222222222222222222222222', type: 'smartAccount' },
    ],
  };

  it('SPEC §3: address, chainId and accounts are enough', () => {
    expect(EmbeddedWalletUserCodec.decode(user)).toEqual(E.right(user));
  });

  it('SPEC §3: chainId is a string or a number', () => {
    expect(E.isRight(EmbeddedWalletUserCodec.decode({ ...user, chainId: 'solana:abc' }))).toBe(true);
    expect(E.isLeft(EmbeddedChainIdCodec.decode(true))).toBe(true);
  });

  it('SPEC §3: email and userName are optional and nullable; smartAccountDeployed a boolean; preferredAccountType a string', () => {
    const full = {
      ...user,
      email: null,
      userName: 'ana',
      smartAccountDeployed: false,
      preferredAccountType: 'smartAccount',
    };
    expect(EmbeddedWalletUserCodec.decode(full)).toEqual(E.right(full));
    expect(
      E.isRight(EmbeddedWalletUserCodec.decode({ ...user, email: 'ana@example.com', userName: null })),
    ).toBe(true);
    expect(E.isLeft(EmbeddedWalletUserCodec.decode({ ...user, smartAccountDeployed: 'yes' }))).toBe(true);
    expect(E.isLeft(EmbeddedWalletUserCodec.decode({ ...user, preferredAccountType: 1 }))).toBe(true);
  });

  it('SPEC §3: accounts have type eoa or smartAccount', () => {
    expect(
      E.isLeft(EmbeddedWalletUserCodec.decode({ ...user, accounts: [{ address: '0x1', type: 'contract' }] })),
    ).toBe(true);
    expect(E.isLeft(EmbeddedWalletUserCodec.decode({ address: '0x1', chainId: 1 }))).toBe(true);
  });
});
