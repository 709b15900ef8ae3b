import { type ReactNode } from 'react';
import { type OnrampProviderName } from '../../../domain/onramp/OnrampProviders';

/**
 * The marks of the SPEC §9 providers, drawn by Keyport (the blockchain API gives no provider
 * images, and a drawing needs no request): Coinbase's white C on its blue disc, Meld's M.
 */
const PROVIDER_MARKS: Partial<Readonly<Record<OnrampProviderName, ReactNode>>> = {
  coinbase: (
    <>
      <circle cx="20" cy="20" r="20" fill="#0052FF" />
      <path
        d="M26.4 16.4A7.4 7.4 0 1 0 26.4 23.6"
        fill="none"
        stroke="#FFFFFF"
        strokeWidth="4.6"
        strokeLinecap="round"
      />
    </>
  ),
  meld: (
    <>
      <circle cx="20" cy="20" r="20" fill="#2B2350" />
      <path
        d="M11.5 27V13.5l8.5 9 8.5-9V27"
        fill="none"
        stroke="#FFFFFF"
        strokeWidth="3.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
};

/**
 * A provider's logo in its row, decorative (its name is the row's text). A provider without a
 * drawn mark gets a neutral disc with its initial, never an empty box.
 */
export function ProviderLogo({ name, label }: { readonly name: OnrampProviderName; readonly label: string }) {
  const mark = PROVIDER_MARKS[name];
  return (
    <svg
      className="kp-onramp-logo"
      viewBox="0 0 40 40"
      width={40}
      height={40}
      aria-hidden
      focusable={false}
      data-provider-logo={mark === undefined ? 'fallback' : name}
    >
      {mark ?? (
        <>
          <circle className="kp-onramp-logo-disc" cx="20" cy="20" r="20" />
          <text
            className="kp-onramp-logo-initial"
            x="20"
            y="20"
            textAnchor="middle"
            dominantBaseline="central"
          >
            {label.charAt(0).toUpperCase()}
          </text>
        </>
      )}
    </svg>
  );
}
