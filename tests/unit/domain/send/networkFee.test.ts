import { formatNetworkFee, maxNativeAmount, networkFee } from '../../../../domain/send/networkFee';

describe('send network fee', () => {
  it('is gas times the fee per gas', () => {
    expect(networkFee({ gas: 21_000n, feePerGas: 2_000_000_000n })).toBe(42_000_000_000_000n);
  });

  it('is shown rounded up to 6 digits, never less than it may cost', () => {
    expect(formatNetworkFee(42_000_000_000_000n, 18)).toBe('0.000042');
    expect(formatNetworkFee(42_000_000_000_001n, 18)).toBe('0.000043');
    expect(formatNetworkFee(1_500_000_000_000_000n, 18)).toBe('0.0015');
    expect(formatNetworkFee(999n, 18)).toBe('<0.000001');
    expect(formatNetworkFee(0n, 18)).toBe('0');
    expect(formatNetworkFee(1234n, 3)).toBe('1.234');
  });

  it('max native amount leaves the fee in the wallet, and is 0 when the fee takes it all', () => {
    expect(maxNativeAmount(1_000_000_000_000_000_000n, 21_000_000_000_000n, 18)).toBe('0.999979');
    expect(maxNativeAmount(10n, 10n, 18)).toBe('0');
  });
});
