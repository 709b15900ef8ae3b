import { type OnrampProvider, type OnrampProviderName } from '../../../domain/onramp/OnrampProviders';
import { ChevronRightIcon } from '../../icons/viewIcons';
import { arrowKeyNavigation, NAV_ITEM_ATTRIBUTE } from '../../keyboard/arrowNavigation';
import { t } from './onrampMessages';
import { providerDetails } from './onrampText';
import { ProviderLogo } from './ProviderLogo';

const moveThroughList = arrowKeyNavigation(1);

/** SPEC §9: the providers that deliver on the active namespace, with their fees; one is chosen. */
export function OnrampProviderList({
  providers,
  onChoose,
}: {
  readonly providers: readonly OnrampProvider[];
  readonly onChoose: (provider: OnrampProviderName) => void;
}) {
  if (providers.length === 0) {
    return <p className="kp-empty">{t('onramp.noProviders')}</p>;
  }
  return (
    <>
      <p className="kp-onramp-hint">{t('onramp.providersIntro')}</p>
      <ul className="kp-list" aria-label={t('onramp.providers')} onKeyDown={moveThroughList}>
        {providers.map((provider) => {
          const { fee, namespaces } = providerDetails(provider);
          return (
            <li key={provider.name}>
              <button
                type="button"
                className="kp-row"
                data-testid={`onramp-provider-${provider.name}`}
                {...{ [NAV_ITEM_ATTRIBUTE]: '' }}
                onClick={() => onChoose(provider.name)}
              >
                <ProviderLogo name={provider.name} label={provider.label} />
                <span className="kp-row-text">
                  <span className="kp-row-title">{provider.label}</span>
                  <span className="kp-text-sm kp-text-muted">{namespaces}</span>
                </span>
                <span className="kp-badge">{fee}</span>
                <ChevronRightIcon />
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
