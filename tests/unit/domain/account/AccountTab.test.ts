import { ACCOUNT_TABS, DEFAULT_ACCOUNT_TAB, isAccountTab } from '../../../../domain/account/AccountTab';

describe('SPEC §2 account tabs: Tokens, NFTs, Activity', () => {
  it('lists the tabs in order and opens on Tokens', () => {
    expect(ACCOUNT_TABS).toEqual(['Tokens', 'NFTs', 'Activity']);
    expect(DEFAULT_ACCOUNT_TAB).toBe('Tokens');
  });

  it('recognises only those tabs', () => {
    expect(isAccountTab('NFTs')).toBe(true);
    expect(isAccountTab('Swap')).toBe(false);
    expect(isAccountTab(0)).toBe(false);
  });
});
