import { ICON_PROPS as common } from './iconProps';

/**
 * The few interface icons the modal's frame needs (close, back, snackbar states), drawn inline so
 * they load with the frame itself. Icons are decorative: the control around them carries the name.
 */

export function CloseIcon() {
  return (
    <svg {...common}>
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  );
}

export function BackIcon() {
  return (
    <svg {...common}>
      <path d="M12.5 4.5L7 10l5.5 5.5" />
    </svg>
  );
}

export function SuccessIcon() {
  return (
    <svg {...common}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M6.8 10.2l2.2 2.2 4.2-4.6" />
    </svg>
  );
}

export function ErrorIcon() {
  return (
    <svg {...common}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 6.2v4.6M10 13.6v.1" />
    </svg>
  );
}
