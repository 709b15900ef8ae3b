import * as fc from 'fast-check';
import { classifyRpcResult } from '../../../../domain/embedded/classifyRpcResult';

const hex = (length: number) =>
  fc.string({
    unit: fc.constantFrom(...'0123456789abcdefABCDEF'.split('')),
    minLength: length,
    maxLength: length,
  });

describe('SPEC §5 RPC result classes', () => {
  it('SPEC §5: 0x plus exactly 64 hex characters is a transaction hash', () => {
    const value = `0x${'ab'.repeat(32)}`;
    expect(classifyRpcResult(value)).toEqual({ kind: 'transactionHash', value });
    fc.assert(fc.property(hex(64), (digits) => classifyRpcResult(`0x${digits}`).kind === 'transactionHash'));
  });

  it('SPEC §5: 0x plus at least 62 hex characters (other than 64) is a signature', () => {
    const value = `0x${'1'.repeat(130)}`;
    expect(classifyRpcResult(value)).toEqual({ kind: 'signature', value });
    expect(classifyRpcResult(`0x${'1'.repeat(62)}`).kind).toBe('signature');
    expect(classifyRpcResult(`0x${'1'.repeat(63)}`).kind).toBe('signature');
    fc.assert(
      fc.property(
        fc.integer({ min: 62, max: 300 }).filter((length) => length !== 64),
        fc.nat(),
        (length, seed) =>
          classifyRpcResult(`0x${(seed % 16).toString(16).repeat(length)}`).kind === 'signature',
      ),
    );
  });

  it('SPEC §5: anything else is an object', () => {
    for (const value of [
      `0x${'1'.repeat(61)}`,
      `0x${'g'.repeat(64)}`,
      '1'.repeat(66),
      '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
      { hash: '0x1' },
      null,
      42,
    ]) {
      expect(classifyRpcResult(value)).toEqual({ kind: 'object', value });
    }
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.startsWith('0x')),
        (text) => classifyRpcResult(text).kind === 'object',
      ),
    );
  });
});
