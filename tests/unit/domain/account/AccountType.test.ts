import {
  ACCOUNT_TYPES,
  DEFAULT_ACCOUNT_TYPES,
  isAccountType,
  resolveDefaultAccountTypes,
} from '../../../../domain/account/AccountType';

describe('SPEC §1 defaultAccountTypes (solana eoa, bip122 payment, polkadot eoa, eip155 smartAccount)', () => {
  it('has the SPEC defaults', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      solana: 'eoa',
      bip122: 'payment',
      polkadot: 'eoa',
      eip155: 'smartAccount',
    });
  });

  it('keeps the defaults when the host overrides nothing', () => {
    expect(resolveDefaultAccountTypes()).toEqual(DEFAULT_ACCOUNT_TYPES);
    expect(resolveDefaultAccountTypes({})).toEqual(DEFAULT_ACCOUNT_TYPES);
  });

  it('lays the host overrides over the defaults, namespace by namespace', () => {
    expect(resolveDefaultAccountTypes({ eip155: 'eoa' })).toEqual({
      ...DEFAULT_ACCOUNT_TYPES,
      eip155: 'eoa',
    });
    expect(
      resolveDefaultAccountTypes({
        eip155: 'eoa',
        solana: 'smartAccount',
        polkadot: 'smartAccount',
        bip122: 'payment',
      }),
    ).toEqual({ eip155: 'eoa', solana: 'smartAccount', polkadot: 'smartAccount', bip122: 'payment' });
  });
});

describe('SPEC §5 account type eoa or smartAccount', () => {
  it('lists exactly eoa and smartAccount', () => {
    expect(ACCOUNT_TYPES).toEqual(['eoa', 'smartAccount']);
  });

  it.each([
    ['eoa', true],
    ['smartAccount', true],
    ['payment', false],
    ['SmartAccount', false],
    [undefined, false],
  ])('isAccountType(%j) is %s', (value, expected) => {
    expect(isAccountType(value)).toBe(expected);
  });
});
