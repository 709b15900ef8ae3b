import { encodeFunctionData, erc20Abi } from 'viem';
import { ERC20_TRANSFER_SELECTOR, erc20TransferData } from '../../../../domain/send/erc20TransferData';

describe('ERC-20 transfer calldata (SPEC §4 EVM token send)', () => {
  it('is the transfer(address,uint256) selector, then the receiver and the amount as 32-byte words', () => {
    const data = erc20TransferData('0x00000000000000000000000000000000000000AB', 1_000_000n);
    expect(data).toBe(`${ERC20_TRANSFER_SELECTOR}${'0'.repeat(62)}ab${'0'.repeat(59)}f4240`);
    expect(data).toHaveLength(2 + 8 + 64 + 64);
  });

  it('matches the ABI encoding of viem for the same call', () => {
    const to = '0x9999999999999999999999999999999999999999';
    const amount = 123_456_789_000_000_000_000n;
    expect(erc20TransferData(to, amount)).toBe(
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
    );
  });

  it('accepts the SPEC §5 unprefixed address form', () => {
    const address = '1111111111111111111111111111111111111111';
    expect(erc20TransferData(address, 1n)).toBe(erc20TransferData(`0x${address}`, 1n));
  });

  it('refuses an address that is not EVM and an amount outside uint256', () => {
    expect(() => erc20TransferData('0x12', 1n)).toThrow('Invalid address');
    expect(() => erc20TransferData(`0x${'1'.repeat(40)}`, -1n)).toThrow(RangeError);
    expect(() => erc20TransferData(`0x${'1'.repeat(40)}`, 2n ** 256n)).toThrow(RangeError);
  });
});
