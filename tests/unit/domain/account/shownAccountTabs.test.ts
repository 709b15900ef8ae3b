import { ACCOUNT_TABS } from '../../../../domain/account/AccountTab';
import {
  openAccountTab,
  readsHistory,
  shownAccountTabs,
  TOKENS_TAB_ONLY,
} from '../../../../domain/account/shownAccountTabs';

describe('the Account view tabs a visitor sees (SPEC §1 features.history, §2 tabs, §9 "Activity: eip155")', () => {
  it('SPEC §2: Tokens, NFTs and Activity on eip155 with the history on', () => {
    expect(readsHistory(true, 'eip155')).toBe(true);
    expect(shownAccountTabs(true, 'eip155')).toEqual(['Tokens', 'NFTs', 'Activity']);
    expect(shownAccountTabs(true, 'eip155')).toBe(ACCOUNT_TABS);
  });

  it('SPEC §1: features.history false leaves Tokens alone: NFTs and Activity are read from the history', () => {
    expect(readsHistory(false, 'eip155')).toBe(false);
    expect(shownAccountTabs(false, 'eip155')).toBe(TOKENS_TAB_ONLY);
  });

  it('SPEC §9: a namespace without history (solana) shows Tokens only', () => {
    expect(readsHistory(true, 'solana')).toBe(false);
    expect(shownAccountTabs(true, 'solana')).toEqual(['Tokens']);
  });

  it('the chosen tab stays open while shown; a hidden one gives way to the first shown', () => {
    expect(openAccountTab('Activity', ACCOUNT_TABS)).toBe('Activity');
    expect(openAccountTab('Activity', TOKENS_TAB_ONLY)).toBe('Tokens');
    expect(openAccountTab('NFTs', TOKENS_TAB_ONLY)).toBe('Tokens');
  });
});
