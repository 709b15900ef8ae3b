import { aString, optional } from './codec/expecting';
import { listOf } from './codec/listOf';
import { objectOf } from './codec/objectOf';
import { type CustomWallet } from '../wallet/Wallet';

const aLink = optional(aString);

/**
 * A wallet the host adds (option `customWallets`): AppKit's custom wallet fields and no others,
 * so a misspelt link (`imageUrl` for `image_url`) is named rather than left without an image.
 * Links are checked to be strings here; whether each passes the link rule is checked right after
 * decoding (`optionLinkProblems.ts`), and again where links are opened.
 */
export const CustomWalletCodec = objectOf<CustomWallet>(
  'a wallet { id, name }',
  {
    id: aString,
    name: aString,
    homepage: aLink,
    image_url: aLink,
    mobile_link: aLink,
    desktop_link: aLink,
    webapp_link: aLink,
    app_store: aLink,
    play_store: aLink,
    rdns: optional(aString),
  },
  { noun: 'wallet field', unknownNames: 'refuse' },
);

export const CustomWalletsCodec = listOf(CustomWalletCodec, 'a list of wallets');

export const WalletIdsCodec = listOf(aString, 'a list of wallet ids');
