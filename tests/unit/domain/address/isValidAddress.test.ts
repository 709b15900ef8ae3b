import { checksAddressesOf, isValidAddress } from '../../../../domain/address/isValidAddress';

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const SOLANA = 'So11111111111111111111111111111111111111112';

describe('SPEC §5 address validity per namespace', () => {
  it('checks eip155 addresses with the EVM rule', () => {
    expect(isValidAddress(EVM, 'eip155')).toBe(true);
    expect(isValidAddress(SOLANA, 'eip155')).toBe(false);
  });

  it('checks solana addresses with the Solana rule', () => {
    expect(isValidAddress(SOLANA, 'solana')).toBe(true);
    expect(isValidAddress(EVM, 'solana')).toBe(false);
  });

  it('treats every address of other namespaces as invalid', () => {
    expect(isValidAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bip122')).toBe(false);
    expect(isValidAddress(EVM, 'bip122')).toBe(false);
    expect(isValidAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', 'polkadot')).toBe(false);
  });

  it('says which namespaces it can check, so that a caller does not refuse what it cannot judge', () => {
    expect((['eip155', 'solana', 'bip122', 'polkadot'] as const).filter(checksAddressesOf)).toEqual([
      'eip155',
      'solana',
    ]);
  });
});
