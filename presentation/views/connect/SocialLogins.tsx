import { navigate } from '../../../application/instance/actions/navigate';
import { type SocialProvider } from '../../../domain/social/SocialProvider';
import { loadEmbeddedViews } from '../../modal/embeddedViewGroup';
import { useKeyport } from '../../react/KeyportAppContext';
import { type EmbeddedLoginLoader } from '../embedded/EmbeddedLoginContext';
import { SocialMark } from '../shared/social/SocialMark';
import { startSocialLogin } from '../shared/social/socialLogins';
import { t } from './loginMessages';
import { useLoginStyles } from './useLoginStyles';

/** With this many socials or fewer, each gets a wide button; with more, only the first does. */
const ALL_WIDE_UP_TO = 2;

/**
 * The social logins of the Connect view (SPEC §2 connect method `social`), in the host's order: the
 * first one or two as wide buttons with the provider's name, the rest as a row of marks. A
 * provider signing in through a redirect opens its window in the click itself (before anything is
 * awaited, so pop-up blockers let it through) and the ConnectingSocial view follows it; Farcaster
 * has its own view, with a QR code.
 */
export function SocialLogins({
  socials,
  load,
}: {
  readonly socials: readonly SocialProvider[];
  readonly load: EmbeddedLoginLoader;
}) {
  useLoginStyles();
  const keyport = useKeyport('ConnectView');
  const choose = (provider: SocialProvider): void => {
    if (provider === 'farcaster') {
      navigate(keyport, { to: { view: 'ConnectingFarcaster' } });
    } else {
      startSocialLogin(load, provider);
      navigate(keyport, {
        to: { view: 'ConnectingSocial', data: { provider, walletName: t(`social.${provider}`) } },
      });
    }
    loadEmbeddedViews().catch(() => undefined);
  };
  const wideCount = socials.length <= ALL_WIDE_UP_TO ? socials.length : 1;
  const label = (provider: SocialProvider): string =>
    t('social.continueWith', { provider: t(`social.${provider}`) });
  return (
    <div role="group" aria-label={t('login.socials')} data-testid="social-logins">
      <ul className="kp-list">
        {socials.slice(0, wideCount).map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="kp-button kp-button-block kp-social-wide"
              onClick={() => choose(provider)}
              data-testid={`social-${provider}`}
            >
              <SocialMark provider={provider} />
              {label(provider)}
            </button>
          </li>
        ))}
      </ul>
      {socials.length > wideCount && (
        <ul className="kp-social-row">
          {socials.slice(wideCount).map((provider) => (
            <li key={provider}>
              <button
                type="button"
                className="kp-button kp-social-icon"
                aria-label={label(provider)}
                title={t(`social.${provider}`)}
                onClick={() => choose(provider)}
                data-testid={`social-${provider}`}
              >
                <SocialMark provider={provider} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
