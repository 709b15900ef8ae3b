import { type OptionsInput } from './KeyportOptionsCodec';

/**
 * The options `options` sets that ask for a part Keyport does not have yet: sign-in with the
 * wallet. Only a value that asks for something counts. The embedded wallet's switches
 * (`features.email`, `socials`, `emailShowWallets`, `collapseWallets`, `enableAuthLogger`,
 * `defaultAccountTypes`) are not among them: the login and the Connect view follow them.
 */
export function optionsNotAvailableYet(options: OptionsInput): readonly string[] {
  const asked: Readonly<Record<string, boolean>> = {
    siwx: options.siwx !== undefined,
    siweConfig: options.siweConfig !== undefined,
  };
  return Object.keys(asked).filter((name) => asked[name]);
}
