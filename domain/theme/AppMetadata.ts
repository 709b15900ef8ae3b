import * as t from 'io-ts';

/**
 * SPEC §3: how the host site describes itself. Wallets show it when asking the visitor to
 * approve a connection, and the embedded wallet receives it through app metadata sync.
 */
export const AppMetadataCodec = t.readonly(
  t.type({
    name: t.string,
    description: t.string,
    url: t.string,
    icons: t.readonlyArray(t.string),
  }),
  'AppMetadata',
);

export type AppMetadata = t.TypeOf<typeof AppMetadataCodec>;
