import { useEffect, useRef, useState } from 'react';
import { ChevronRightIcon } from '../../../icons/viewIcons';
import { TokenIcon } from '../../account/TokenIcon';
import { type TokenPickerOption } from './tokenPickerOption';
import { t } from './tokenPickerMessages';
import { TokenPickerPanel } from './TokenPickerPanel';
import { useTokenPickerStyles } from './useTokenPickerStyles';

export interface TokenPickerProps {
  /** What the token is for ("Token to pay with"): read before the token's own name. */
  readonly label: string;
  readonly options: readonly TokenPickerOption[];
  /** The key of the picked option; none picked reads "Select token". */
  readonly picked: string | undefined;
  readonly onPick: (key: string) => void;
  /** `block`: a full-width row that also shows the balance (Send); `pill`: a compact button (Swap). */
  readonly layout: 'block' | 'pill';
  /** The button's test id; the list is `<testId>-list` and each option `<testId>-option-<symbol>`. */
  readonly testId: string;
}

/**
 * A token chooser: a button showing the picked token's icon and symbol, which opens the list of
 * tokens over the view (`TokenPickerPanel`: icons, names, balances, USD values and a search).
 * Picking one, Escape or the list's close button closes it and hands focus back to the button.
 */
export function TokenPicker({ label, options, picked, onPick, layout, testId }: TokenPickerProps) {
  useTokenPickerStyles();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Safari does not focus a clicked button, so the list cannot rely on giving focus back itself.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const current = options.find((option) => option.key === picked);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`kp-token-trigger kp-token-trigger-${layout}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid={testId}
        data-picked={current?.symbol ?? ''}
      >
        <span className="kp-visually-hidden">{t('tokenPicker.for', { label })}</span>
        {current === undefined ? (
          <span className="kp-token-trigger-text">{t('tokenPicker.choose')}</span>
        ) : (
          <PickedToken option={current} withBalance={layout === 'block'} />
        )}
        <span className="kp-token-trigger-chevron">
          <ChevronRightIcon />
        </span>
      </button>
      {open && (
        <TokenPickerPanel
          options={options}
          picked={picked}
          onPick={(key) => {
            setOpen(false);
            onPick(key);
          }}
          onClose={() => setOpen(false)}
          testId={testId}
        />
      )}
    </>
  );
}

function PickedToken({
  option,
  withBalance,
}: {
  readonly option: TokenPickerOption;
  readonly withBalance: boolean;
}) {
  return (
    <>
      <TokenIcon url={option.iconUrl} />
      <span className="kp-token-trigger-text">
        <span className="kp-token-trigger-symbol">{option.symbol}</span>
        {withBalance && <span className="kp-text-muted kp-text-sm">{option.name}</span>}
      </span>
      {withBalance && (
        <span className="kp-token-trigger-balance">
          <span>{t('tokenPicker.balance', { balance: option.balance, symbol: option.symbol })}</span>
          {option.usdValue !== undefined && (
            <span className="kp-text-muted kp-text-sm">{option.usdValue}</span>
          )}
        </span>
      )}
    </>
  );
}
