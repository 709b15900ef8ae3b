import { TextDecoder, TextEncoder } from 'node:util';

/**
 * jest's jsdom environment leaves out TextEncoder and TextDecoder, which every browser has and
 * viem's hashing needs when it loads. Import this first in a jsdom test that loads viem.
 */
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
