import * as t from 'io-ts';
import { SiwxMessageDataCodec } from './SiwxMessage';

/**
 * A CAIP-74 CACAO: the sign-in as a self-contained, verifiable object (header, payload,
 * signature), which some wallets return instead of a bare signature.
 */
export const CacaoCodec = t.type(
  {
    h: t.type({ t: t.string }),
    p: t.intersection([
      t.type({ domain: t.string, aud: t.string, nonce: t.string, iss: t.string }),
      t.partial({
        version: t.string,
        iat: t.string,
        nbf: t.string,
        exp: t.string,
        statement: t.string,
        requestId: t.string,
        resources: t.readonlyArray(t.string),
      }),
    ]),
    s: t.intersection([t.type({ t: t.string, s: t.string }), t.partial({ m: t.string })]),
  },
  'Cacao',
);

export type Cacao = t.TypeOf<typeof CacaoCodec>;

/**
 * SPEC §3 SIWX session: a sign-in the visitor completed. The data it was built from, the exact
 * text that was signed and the signature are all kept, because a verifier needs all three.
 */
export const SiwxSessionCodec = t.intersection(
  [
    t.type({ data: SiwxMessageDataCodec, message: t.string, signature: t.string }),
    t.partial({ cacao: CacaoCodec }),
  ],
  'SiwxSession',
);

export type SiwxSession = t.TypeOf<typeof SiwxSessionCodec>;
