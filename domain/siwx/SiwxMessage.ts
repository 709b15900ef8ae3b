import * as t from 'io-ts';
import { CaipNetworkIdCodec } from '../network/CaipNetworkIdCodec';

/**
 * The fields of a sign-in message (CAIP-122, of which EIP-4361 "Sign-In with Ethereum" is the
 * eip155 case). `chainId` is the full CAIP-2 id so the message can name the chain family; the
 * text carries only its reference. Times are ISO 8601 strings, as the standards require.
 */
export const SiwxMessageDataCodec = t.intersection(
  [
    t.type({
      domain: t.string,
      accountAddress: t.string,
      chainId: CaipNetworkIdCodec,
      uri: t.string,
      version: t.string,
      nonce: t.string,
      issuedAt: t.string,
    }),
    t.partial({
      statement: t.string,
      expirationTime: t.string,
      notBefore: t.string,
      requestId: t.string,
      resources: t.readonlyArray(t.string),
    }),
  ],
  'SiwxMessageData',
);

export type SiwxMessageData = t.TypeOf<typeof SiwxMessageDataCodec>;
