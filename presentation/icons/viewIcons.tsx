import { ICON_PROPS as common } from './iconProps';

/**
 * Interface icons of the modal's views, drawn inline and loaded with the views. Decorative: the
 * control around each icon carries its accessible name.
 */

export function CopyIcon() {
  return (
    <svg {...common}>
      <rect x="7" y="7" width="9.5" height="9.5" rx="2" />
      <path d="M13 7V5.5A2 2 0 0 0 11 3.5H5.5a2 2 0 0 0-2 2V11a2 2 0 0 0 2 2H7" />
    </svg>
  );
}

export function ExternalLinkIcon() {
  return (
    <svg {...common}>
      <path d="M11 3.5h5.5V9M16.5 3.5L9 11M14 12.5V15a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 4 15V8a1.5 1.5 0 0 1 1.5-1.5H8" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg {...common}>
      <circle cx="9" cy="9" r="5.5" />
      <path d="M13 13l3.5 3.5" />
    </svg>
  );
}

export function WalletIcon() {
  return (
    <svg {...common}>
      <path d="M15.5 6.5V5a1.5 1.5 0 0 0-1.5-1.5H5A1.5 1.5 0 0 0 3.5 5v10A1.5 1.5 0 0 0 5 16.5h10a1.5 1.5 0 0 0 1.5-1.5V8A1.5 1.5 0 0 0 15 6.5H5" />
      <circle cx="13" cy="11.5" r="0.9" fill="currentColor" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...common}>
      <path d="M4.5 10.5l3.5 3.5 7.5-8" />
    </svg>
  );
}

export function ChevronRightIcon() {
  return (
    <svg {...common}>
      <path d="M7.5 4.5L13 10l-5.5 5.5" />
    </svg>
  );
}

export function DisconnectIcon() {
  return (
    <svg {...common}>
      <path d="M8 16.5H5A1.5 1.5 0 0 1 3.5 15V5A1.5 1.5 0 0 1 5 3.5h3M12.5 13.5L16 10l-3.5-3.5M16 10H8" />
    </svg>
  );
}

export function CardIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="5" width="14" height="10" rx="2" />
      <path d="M3 8.5h14M6 12h3" />
    </svg>
  );
}

export function SwapIcon() {
  return (
    <svg {...common}>
      <path d="M5 7.5h10l-3-3M15 12.5H5l3 3" />
    </svg>
  );
}

export function ReceiveIcon() {
  return (
    <svg {...common}>
      <path d="M10 3.5v10M5.5 9l4.5 4.5L14.5 9M4.5 16.5h11" />
    </svg>
  );
}

export function SendIcon() {
  return (
    <svg {...common}>
      <path d="M10 16.5v-10M5.5 11L10 6.5l4.5 4.5M4.5 3.5h11" />
    </svg>
  );
}
