import { ICON_PROPS as common } from './iconProps';

/**
 * Interface icons of email login, drawn inline and loaded with the views that show them.
 * Decorative: the control or text beside each carries its name.
 */

export function MailIcon({ large = false }: { readonly large?: boolean }) {
  return (
    <svg {...common} className={large ? 'kp-icon kp-icon-lg' : 'kp-icon'}>
      <rect x="2.5" y="4.5" width="15" height="11" rx="2" />
      <path d="M3 5.5l7 5.5 7-5.5" />
    </svg>
  );
}

export function ArrowRightIcon() {
  return (
    <svg {...common}>
      <path d="M4 10h12M11 5l5 5-5 5" />
    </svg>
  );
}
