import fc from 'fast-check';
import { isSolanaAddress } from '../../../../domain/address/SolanaAddress';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

describe('SPEC §5 Solana address: 32-44 base58 characters', () => {
  it('accepts real public keys', () => {
    expect(isSolanaAddress('So11111111111111111111111111111111111111112')).toBe(true);
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true);
  });

  it.each([
    '0OIl'.repeat(10),
    '1'.repeat(31),
    '1'.repeat(45),
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '',
  ])('refuses %j', (address) => {
    expect(isSolanaAddress(address)).toBe(false);
  });

  it('property: base58 text passes exactly when it is 32 to 44 characters long', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...BASE58.split('')), maxLength: 60 }), (text) => {
        expect(isSolanaAddress(text)).toBe(text.length >= 32 && text.length <= 44);
      }),
    );
  });

  it('property: any of 0, O, I or l makes it invalid', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...BASE58.split('')), minLength: 40, maxLength: 40 }),
        fc.constantFrom('0', 'O', 'I', 'l'),
        (text, misreadable) => {
          expect(isSolanaAddress(`${text.slice(0, 20)}${misreadable}${text.slice(21)}`)).toBe(false);
        },
      ),
    );
  });
});
