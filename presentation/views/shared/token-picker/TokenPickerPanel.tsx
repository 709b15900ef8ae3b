import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../../icons/shellIcons';
import { SearchIcon } from '../../../icons/viewIcons';
import { arrowKeyNavigation, NAV_ITEM_ATTRIBUTE } from '../../../keyboard/arrowNavigation';
import { hasCoarsePointer } from '../../../keyboard/touchScreen';
import { useModalLayer } from '../../../modal/useModalLayer';
import { TokenIcon } from '../../account/TokenIcon';
import { filterTokenOptions, type TokenPickerOption } from './tokenPickerOption';
import { t } from './tokenPickerMessages';

const moveInList = arrowKeyNavigation();

/**
 * The token list, a dialog over the whole modal card: a search by name, symbol or address, then
 * every token with its icon, name, symbol, balance and USD value, the picked one marked. It is a
 * layer of its own (see `useModalLayer`): Tab stays inside, Escape closes it and only it. Arrow
 * keys move from the search to the list and along it; Enter in the search picks the first match.
 * On a touch screen the search is not focused, so the keyboard does not cover the list.
 */
export function TokenPickerPanel({
  options,
  picked,
  onPick,
  onClose,
  testId,
}: {
  readonly options: readonly TokenPickerOption[];
  readonly picked: string | undefined;
  readonly onPick: (key: string) => void;
  readonly onClose: () => void;
  readonly testId: string;
}) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [search, setSearch] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  const ids = useId();
  useModalLayer(panel, onClose);
  useEffect(() => {
    if (panel !== null && !hasCoarsePointer(panel.ownerDocument)) searchField.current?.focus();
  }, [panel]);
  const shown = filterTokenOptions(options, search);

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter') {
      // The picker may sit in a form: Enter picks here, it never submits the form.
      event.preventDefault();
      const [first] = shown;
      if (first !== undefined) onPick(first.key);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      panel?.querySelector<HTMLElement>(`[${NAV_ITEM_ATTRIBUTE}]`)?.focus();
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLElement>): void => {
    const first = event.currentTarget.querySelector(`[${NAV_ITEM_ATTRIBUTE}]`);
    if (
      event.key === 'ArrowUp' &&
      first !== null &&
      first === event.currentTarget.ownerDocument.activeElement
    ) {
      event.preventDefault();
      searchField.current?.focus();
      return;
    }
    moveInList(event);
  };

  return (
    <div
      ref={setPanel}
      className="kp-token-picker"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${ids}-title`}
      tabIndex={-1}
      data-testid={`${testId}-list`}
    >
      <div className="kp-header">
        <span />
        <h2 id={`${ids}-title`} className="kp-title">
          {t('tokenPicker.title')}
        </h2>
        <button
          type="button"
          className="kp-icon-button"
          onClick={onClose}
          aria-label={t('tokenPicker.close')}
          data-testid={`${testId}-close`}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="kp-search kp-token-picker-search">
        <label htmlFor={`${ids}-search`} className="kp-visually-hidden">
          {t('tokenPicker.search')}
        </label>
        <SearchIcon />
        <input
          ref={searchField}
          id={`${ids}-search`}
          className="kp-input"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('tokenPicker.search')}
          aria-describedby={`${ids}-count`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={onSearchKey}
          data-testid={`${testId}-search`}
        />
      </div>
      <p id={`${ids}-count`} className="kp-token-picker-count" aria-live="polite">
        {countText(options.length, shown.length, search)}
      </p>
      <ul className="kp-list kp-token-picker-list" onKeyDown={onListKey}>
        {shown.map((option) => (
          <li key={option.key}>
            <button
              type="button"
              className="kp-row"
              {...{ [NAV_ITEM_ATTRIBUTE]: '' }}
              aria-current={option.key === picked}
              onClick={() => onPick(option.key)}
              data-testid={`${testId}-option-${option.symbol}`}
            >
              <TokenIcon url={option.iconUrl} />
              <span className="kp-row-text">
                <span className="kp-row-title">{option.symbol}</span>
                <span className="kp-text-muted kp-text-sm">{option.name}</span>
              </span>
              <span className="kp-token-option-values">
                <span>{option.balance}</span>
                {option.usdValue !== undefined && (
                  <span className="kp-text-muted kp-text-sm">{option.usdValue}</span>
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function countText(total: number, shown: number, search: string): string {
  if (total === 0) return t('tokenPicker.empty');
  if (shown === 0) return t('tokenPicker.none', { search: search.trim() });
  return shown === 1 ? t('tokenPicker.countOne') : t('tokenPicker.count', { count: shown });
}
