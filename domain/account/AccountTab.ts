/** SPEC §2: the tabs of the Account view, in the order they are shown. */
export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tab the Account view opens on. */
export const DEFAULT_ACCOUNT_TAB: AccountTab = 'Tokens';

export function isAccountTab(value: unknown): value is AccountTab {
  return typeof value === 'string' && (ACCOUNT_TABS as readonly string[]).includes(value);
}

/** What an action says when given something other than an Account view tab. */
export function notAnAccountTab(action: string, value: unknown): TypeError {
  return new TypeError(`${action}: expected one of ${ACCOUNT_TABS.join(', ')}, got ${JSON.stringify(value)}`);
}
