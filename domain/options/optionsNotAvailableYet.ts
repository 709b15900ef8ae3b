import { type OptionsInput } from './KeyportOptionsCodec';

/**
 * The options `options` sets that ask for a part Keyport does not have yet: the email and social
 * login (its switches are on by SPEC §1 default, so refusing them would refuse every site once the
 * login arrives) and sign-in with the wallet. Only a value that asks for something counts:
 * `features.email: false` asks for what Keyport already does.
 */
export function optionsNotAvailableYet(options: OptionsInput): readonly string[] {
  const features = options.features ?? {};
  const asked: Readonly<Record<string, boolean>> = {
    'features.email': features.email === true,
    'features.socials': Array.isArray(features.socials) && features.socials.length > 0,
    'features.emailShowWallets': features.emailShowWallets === false,
    'features.collapseWallets': features.collapseWallets === true,
    enableAuthLogger: options.enableAuthLogger === true,
    defaultAccountTypes: options.defaultAccountTypes !== undefined,
    siwx: options.siwx !== undefined,
    siweConfig: options.siweConfig !== undefined,
  };
  return Object.keys(asked).filter((name) => asked[name]);
}
