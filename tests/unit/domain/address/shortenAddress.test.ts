import fc from 'fast-check';
import { shortenAddress } from '../../../../domain/address/shortenAddress';

const EVM = '0x1234567890abcdef1234567890abcdef12abcdef';

describe('REFERENCE §5 account button address: charsStart 4, charsEnd 6', () => {
  it('keeps 0x plus 4 leading and 6 trailing characters by default', () => {
    expect(shortenAddress(EVM)).toBe('0x1234...abcdef');
  });

  it('shortens addresses without 0x by the same counts', () => {
    expect(shortenAddress('So11111111111111111111111111111111111111112')).toBe('So11...111112');
  });

  it('honours the host counts', () => {
    expect(shortenAddress(EVM, 6, 4)).toBe('0x123456...cdef');
    expect(shortenAddress(EVM, 0, 0)).toBe('0x...');
  });

  it('rounds counts down and never below zero', () => {
    expect(shortenAddress(EVM, 2.9, -3)).toBe('0x12...');
    expect(shortenAddress(EVM, Number.NaN, Number.POSITIVE_INFINITY)).toBe('0x...');
  });

  it('returns an address too short to gain anything whole', () => {
    expect(shortenAddress('0x1234567890abc')).toBe('0x1234567890abc');
    expect(shortenAddress('')).toBe('');
  });

  it('property: the result keeps the prefix, the start and the end of the address', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (body, start, end) => {
          const address = `0x${body}`;
          const result = shortenAddress(address, start, end);
          if (result === address) {
            expect(body.length <= start + end + 3).toBe(true);
          } else {
            expect(result).toBe(`0x${body.slice(0, start)}...${body.slice(body.length - end)}`);
            expect(result.length < address.length).toBe(true);
          }
        },
      ),
    );
  });
});
