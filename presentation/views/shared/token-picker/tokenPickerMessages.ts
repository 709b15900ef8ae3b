import { type Translate, translator } from '../../../messages/translator';

/** The token picker's strings; they load with the Send and Swap views that use it. */
export const tokenPickerMessages = {
  'tokenPicker.choose': 'Select token',
  'tokenPicker.for': '{label}: ',
  'tokenPicker.title': 'Select a token',
  'tokenPicker.close': 'Close the token list',
  'tokenPicker.search': 'Search name, symbol or address',
  'tokenPicker.count': '{count} tokens',
  'tokenPicker.countOne': '1 token',
  'tokenPicker.none': 'No token matches "{search}"',
  'tokenPicker.empty': 'No tokens to pick on this network.',
  'tokenPicker.balance': '{balance} {symbol}',
} as const;

export const t: Translate<typeof tokenPickerMessages> = translator(tokenPickerMessages);
