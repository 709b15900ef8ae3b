import { type OptionsInput } from './KeyportOptionsCodec';

/**
 * The options `options` sets that ask for a part Keyport does not have yet: the embedded wallet's
 * logger and account types, and sign-in with the wallet. Only a value that asks for something
 * counts. The login's switches (`features.email`, `socials`, `emailShowWallets`,
 * `collapseWallets`) are not among them: the Connect view follows them.
 */
export function optionsNotAvailableYet(options: OptionsInput): readonly string[] {
  const asked: Readonly<Record<string, boolean>> = {
    enableAuthLogger: options.enableAuthLogger === true,
    defaultAccountTypes: options.defaultAccountTypes !== undefined,
    siwx: options.siwx !== undefined,
    siweConfig: options.siweConfig !== undefined,
  };
  return Object.keys(asked).filter((name) => asked[name]);
}
