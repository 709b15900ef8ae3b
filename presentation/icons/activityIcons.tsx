import { ICON_PROPS as common } from './iconProps';

/**
 * The Activity tab's icons, one a kind of transaction (what moved, and which way, or what the
 * transaction did when nothing moved: a contract deployed or called). Drawn inline, loaded with
 * the Account view; decorative, since the row names the kind in text beside it.
 */

/** Tokens left the account (sent, withdrawn, repaid). */
export function OutgoingIcon() {
  return (
    <svg {...common}>
      <path d="M6 14L14 6M7.5 6H14v6.5" />
    </svg>
  );
}

/** Tokens came in (received, deposited, borrowed, claimed). */
export function IncomingIcon() {
  return (
    <svg {...common}>
      <path d="M14 6L6 14M12.5 14H6V7.5" />
    </svg>
  );
}

export function MintIcon() {
  return (
    <svg {...common}>
      <path d="M10 4.5v11M4.5 10h11" />
    </svg>
  );
}

export function BurnIcon() {
  return (
    <svg {...common}>
      <path d="M10 17c-3 0-5-2-5-4.8 0-2.7 2.2-4.2 3-7.2 1.6 1.2 2.3 2.6 2.4 4 .8-.5 1.3-1.3 1.5-2.3 1.7 1.4 3.1 3.4 3.1 5.5 0 2.8-2 4.8-5 4.8z" />
    </svg>
  );
}

/** An allowance given to a contract. */
export function ApproveIcon() {
  return (
    <svg {...common}>
      <path d="M10 3l6 2.5v4c0 3.8-2.6 6.3-6 7.5-3.4-1.2-6-3.7-6-7.5v-4z" />
      <path d="M7.3 10l2 2 3.5-4" />
    </svg>
  );
}

/** A contract called without moving tokens of the account. */
export function ContractCallIcon() {
  return (
    <svg {...common}>
      <path d="M7 6l-4 4 4 4M13 6l4 4-4 4M11.2 4.5l-2.4 11" />
    </svg>
  );
}

/** A contract deployed. */
export function DeployIcon() {
  return (
    <svg {...common}>
      <path d="M10 2.8l6.5 3.6v7.2L10 17.2l-6.5-3.6V6.4z" />
      <path d="M3.5 6.4L10 10l6.5-3.6M10 10v7.2" />
    </svg>
  );
}

export function StakeIcon() {
  return (
    <svg {...common}>
      <rect x="4.5" y="9" width="11" height="8" rx="2" />
      <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
    </svg>
  );
}

export function UnstakeIcon() {
  return (
    <svg {...common}>
      <rect x="4.5" y="9" width="11" height="8" rx="2" />
      <path d="M7 9V6.5a3 3 0 0 1 5.8-1" />
    </svg>
  );
}

export function CancelIcon() {
  return (
    <svg {...common}>
      <circle cx="10" cy="10" r="6.5" />
      <path d="M7.8 7.8l4.4 4.4M12.2 7.8l-4.4 4.4" />
    </svg>
  );
}

/** A kind of transaction the Activity tab has no icon of its own for. */
export function TransactionIcon() {
  return (
    <svg {...common}>
      <circle cx="10" cy="10" r="6.5" />
      <path d="M10 6.5V10l2.5 1.5" />
    </svg>
  );
}
