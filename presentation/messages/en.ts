/**
 * The strings the page loads before the first click, in English: the host buttons'. Components
 * never write visible text themselves: they call `t(key, params)`, so a translation is one more
 * table of the same keys. The modal's frame (`modal/modalMessages.ts`) and each view group
 * (`views/<group>/<group>Messages.ts`) keep their strings in tables of their own, which load with
 * them. `{name}` marks a value filled in at run time.
 */
export const en = {
  // Buttons on the host page
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting...',
  'button.balance': '{amount} {symbol}',
  'button.networkFallback': 'Select Network',
  'button.wrongNetwork': 'Wrong network',
} as const;

export type Messages = typeof en;
export type MessageKey = keyof Messages;
