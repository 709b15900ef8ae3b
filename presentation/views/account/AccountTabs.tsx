import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { type AccountTab } from '../../../domain/account/AccountTab';
import { nextTabIndex } from '../../keyboard/tabNavigation';
import { t } from './accountMessages';

/** Marks the open tab's content, for focus to be kept there (`focusAccountPanel`). */
const PANEL_ATTRIBUTE = 'data-kp-account-panel';
const PANEL = { [PANEL_ATTRIBUTE]: '' };

/** Moves focus to the open tab's content inside `root`, e.g. once the button that had it is gone. */
export function focusAccountPanel(root: HTMLElement | null): void {
  root?.querySelector<HTMLElement>(`[${PANEL_ATTRIBUTE}]`)?.focus();
}

interface AccountTabsProps {
  /** The tabs shown (SPEC §2 order, less those the host's features switch off). */
  readonly tabs: readonly AccountTab[];
  readonly current: AccountTab;
  readonly onSelect: (tab: AccountTab) => void;
  /** The open tab's content. */
  readonly children: ReactNode;
}

/**
 * The Account view's tabs (SPEC §2 Tokens, NFTs, Activity) as a WAI-ARIA tab list: one tab stop,
 * the arrow keys and Home/End move between tabs and open them, and the panel follows. A lone tab
 * (the history switched off) is no choice: its content stands as a region named after it.
 */
export function AccountTabs({ tabs: shown, current, onSelect, children }: AccountTabsProps) {
  const baseId = useId();
  const tabs = useRef(new Map<AccountTab, HTMLButtonElement>());
  const tabId = (tab: AccountTab): string => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  if (shown.length === 1) {
    return (
      <div
        role="region"
        aria-label={t(`tab.${current}`)}
        tabIndex={-1}
        className="kp-tabpanel kp-account-single-tab"
        {...PANEL}
      >
        {children}
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const next = nextTabIndex(shown.indexOf(current), event.key, shown.length);
    const tab = next === undefined ? undefined : shown[next];
    if (tab === undefined) return;
    event.preventDefault();
    onSelect(tab);
    tabs.current.get(tab)?.focus();
  };

  return (
    <>
      <div className="kp-tabs" role="tablist" aria-label={t('account.tabs')} onKeyDown={onKeyDown}>
        {shown.map((tab) => {
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
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(current)}
        tabIndex={0}
        className="kp-tabpanel"
        {...PANEL}
      >
        {children}
      </div>
    </>
  );
}
