import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { ACCOUNT_TABS, type AccountTab } from '../../../domain/account/AccountTab';
import { nextTabIndex } from '../../keyboard/tabNavigation';
import { t } from './accountMessages';

interface AccountTabsProps {
  readonly current: AccountTab;
  readonly onSelect: (tab: AccountTab) => void;
  /** The open tab's content. */
  readonly children: ReactNode;
}

/**
 * The Account view's tabs (SPEC §2 Tokens, NFTs, Activity) as a WAI-ARIA tab list: one tab stop,
 * the arrow keys and Home/End move between tabs and open them, and the panel follows.
 */
export function AccountTabs({ current, onSelect, children }: AccountTabsProps) {
  const baseId = useId();
  const tabs = useRef(new Map<AccountTab, HTMLButtonElement>());
  const tabId = (tab: AccountTab): string => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const next = nextTabIndex(ACCOUNT_TABS.indexOf(current), event.key, ACCOUNT_TABS.length);
    const tab = next === undefined ? undefined : ACCOUNT_TABS[next];
    if (tab === undefined) return;
    event.preventDefault();
    onSelect(tab);
    tabs.current.get(tab)?.focus();
  };

  return (
    <>
      <div className="kp-tabs" role="tablist" aria-label={t('account.tabs')} onKeyDown={onKeyDown}>
        {ACCOUNT_TABS.map((tab) => {
          const selected = tab === current;
          return (
            <button
              key={tab}
              ref={(element) => {
                if (element) tabs.current.set(tab, element);
                else tabs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              className="kp-tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab)}
              data-testid={`account-tab-${tab}`}
            >
              {t(`tab.${tab}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)} tabIndex={0} className="kp-tabpanel">
        {children}
      </div>
    </>
  );
}
