/** The id of the JSON data block the social login's last pages carry their instructions in. */
export const POPUP_CONFIG_ELEMENT_ID = 'wallet-popup-config';

/**
 * What the popup's script does: post the callback's address to the site's window (only to the
 * site's exact origin) and close; or, when the visitor cancelled, just close.
 */
export type PopupConfig =
  | { readonly action: 'return'; readonly targetOrigin: string; readonly resultUri: string }
  | { readonly action: 'close' };
