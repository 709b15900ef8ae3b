import { type ReactElement } from 'react';
import { type WalletFeature } from '../../../domain/options/Features';
import { CardIcon, ReceiveIcon, SendIcon, SwapIcon } from '../../icons/viewIcons';
import { t } from './accountMessages';

const FEATURE_ICONS: Readonly<Record<WalletFeature, () => ReactElement>> = {
  onramp: CardIcon,
  swaps: SwapIcon,
  receive: ReceiveIcon,
  send: SendIcon,
};

/**
 * The wallet features of the Account view (SPEC §2 order onramp, swaps, receive, send, or the
 * host's), one button each, in the order given.
 */
export function WalletFeatureButtons({
  features,
  onSelect,
}: {
  readonly features: readonly WalletFeature[];
  readonly onSelect: (feature: WalletFeature) => void;
}) {
  if (features.length === 0) return null;
  return (
    <ul className="kp-features" aria-label={t('account.features')} data-testid="wallet-features">
      {features.map((feature) => {
        const Icon = FEATURE_ICONS[feature];
        return (
          <li key={feature}>
            <button
              type="button"
              className="kp-button kp-button-block kp-feature"
              onClick={() => onSelect(feature)}
              data-testid={`wallet-feature-${feature}`}
            >
              <Icon />
              {t(`feature.${feature}`)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
