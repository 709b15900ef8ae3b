import fc from 'fast-check';
import { isEvmAddress } from '../../../../domain/address/EvmAddress';

const hexCharacter = fc.constantFrom(...'0123456789abcdefABCDEF'.split(''));

describe('SPEC §5 EVM address: 40 hex characters with optional 0x prefix', () => {
  it('accepts 40 hex characters with or without 0x, in any case', () => {
    expect(isEvmAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isEvmAddress('52908400098527886e0f7030069857d2e4169ee7')).toBe(true);
  });

  it.each([
    '0x52908400098527886E0F7030069857D2E4169EE',
    '0x52908400098527886E0F7030069857D2E4169EE77',
    '0x52908400098527886E0F7030069857D2E4169EEG',
    '0X52908400098527886E0F7030069857D2E4169EE7',
    ' 0x52908400098527886E0F7030069857D2E4169EE7',
    '',
  ])('refuses %j', (address) => {
    expect(isEvmAddress(address)).toBe(false);
  });

  it('property: exactly 40 hex characters pass, any other length fails', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: hexCharacter, minLength: 0, maxLength: 60 }),
        fc.boolean(),
        (hex, prefixed) => {
          expect(isEvmAddress(`${prefixed ? '0x' : ''}${hex}`)).toBe(hex.length === 40);
        },
      ),
    );
  });
});
