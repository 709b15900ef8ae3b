import * as E from 'fp-ts/Either';
import { validateReceiverAddress } from '../../../../domain/send/validateReceiverAddress';
import { InvalidAddressError } from '../../../../domain/send/SendErrors';

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('SPEC §5 receiver address validity (send form)', () => {
  it('accepts a valid address and gives it back without surrounding spaces', () => {
    expect(validateReceiverAddress(`  ${EVM}\n`, 'eip155')).toEqual(E.right(EVM));
    expect(validateReceiverAddress('So11111111111111111111111111111111111111112', 'solana')).toEqual(
      E.right('So11111111111111111111111111111111111111112'),
    );
  });

  it.each([
    ['0x1234', 'eip155'],
    [EVM, 'solana'],
    [EVM, 'bip122'],
  ] as const)('refuses %j on %s with "Invalid address"', (address, namespace) => {
    const result = validateReceiverAddress(address, namespace);
    expect(E.isLeft(result)).toBe(true);
    if (E.isLeft(result)) {
      expect(result.left).toBeInstanceOf(InvalidAddressError);
      expect(result.left.code).toBe('INVALID_ADDRESS');
      expect(result.left.shortMessage).toBe('Invalid address');
      expect(result.left.details).toBe(`${JSON.stringify(address)} is not a valid ${namespace} address`);
    }
  });
});
