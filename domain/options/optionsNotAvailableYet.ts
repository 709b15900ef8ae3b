import { type OptionsInput } from './KeyportOptionsCodec';

/**
 * The options `options` sets that ask for a part Keyport does not have yet: the Connect view's
 * arrangements of its wallet list around the email and social login, and sign-in with the
 * wallet. Only a value that asks for something counts: `features.emailShowWallets: true` asks for
 * what Keyport already does.
 */
export function optionsNotAvailableYet(options: OptionsInput): readonly string[] {
  const features = options.features ?? {};
  const asked: Readonly<Record<string, boolean>> = {
    'features.emailShowWallets': features.emailShowWallets === false,
    'features.collapseWallets': features.collapseWallets === true,
    siwx: options.siwx !== undefined,
    siweConfig: options.siweConfig !== undefined,
  };
  return Object.keys(asked).filter((name) => asked[name]);
}
