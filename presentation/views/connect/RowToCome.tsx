import { useWalletListStyles } from './useWalletListStyles';

/**
 * The place of a wallet the explorer's answer will bring (REFERENCE §7): a row's height, shaded
 * as a row, hidden from assistive technology (the list announces what it holds, not what it
 * awaits). Holding it keeps the rows shown from the first frame where they are.
 */
export function RowToCome() {
  useWalletListStyles();
  return (
    <li aria-hidden="true" data-testid="row-to-come">
      <div className="kp-row kp-row-static kp-row-to-come">
        <span className="kp-wallet-image" />
        <span className="kp-to-come-name" />
      </div>
    </li>
  );
}
