import { useRef, useSyncExternalStore } from 'react';
import {
  RedirectSocialProviderCodec,
  type RedirectSocialProvider,
} from '../../../domain/social/SocialProvider';
import { type ViewProps } from '../../modal/ViewProps';
import { ConnectionEndText } from '../shared/ConnectionEndText';
import { SocialMark } from '../shared/social/SocialMark';
import {
  type SocialLogin,
  socialLoginOf,
  startSocialLogin,
  watchSocialLogins,
} from '../shared/social/socialLogins';
import { type EmbeddedLoginLoader, useEmbeddedLoginLoader } from './EmbeddedLoginContext';
import { t } from './embeddedMessages';
import { useEmbeddedStyles } from './useEmbeddedStyles';

/** What the view says for each state of the login. */
function SocialLoginText({
  login,
  provider,
}: {
  readonly login: SocialLogin | undefined;
  readonly provider: string;
}) {
  switch (login?.status) {
    case 'waiting':
      return (
        <>
          <p className="kp-heading">{t('socialLogin.continueIn', { provider })}</p>
          <p className="kp-paragraph kp-text-muted">{t('socialLogin.waitingHint')}</p>
        </>
      );
    case 'connected':
      return <p className="kp-heading">{t('socialLogin.connected')}</p>;
    case 'blocked':
      return (
        <>
          <p className="kp-heading">{t('socialLogin.blocked')}</p>
          <p className="kp-paragraph kp-text-muted">{t('socialLogin.blockedHint')}</p>
        </>
      );
    case 'closed':
      return (
        <>
          <p className="kp-heading">{t('socialLogin.closed')}</p>
          <p className="kp-paragraph kp-text-muted">{t('socialLogin.closedHint', { provider })}</p>
        </>
      );
    case 'failed':
      return <ConnectionEndText end={login.end} />;
    case undefined:
      return (
        <>
          <p className="kp-heading">{t('socialLogin.continueIn', { provider })}</p>
          <p className="kp-paragraph kp-text-muted">{t('socialLogin.start', { provider })}</p>
        </>
      );
  }
}

/**
 * A social login under way (SPEC §4 social login): the provider's mark and what the visitor does
 * now: log in in the provider's window, or, once the window was blocked or closed or the login
 * failed (and why), Try again, which opens a new window in that very click. A login that succeeds
 * connects the instance, and the connection closes the modal.
 */
function ConnectingSocial({
  load,
  provider,
}: {
  readonly load: EmbeddedLoginLoader;
  readonly provider: RedirectSocialProvider;
}) {
  const latest = useSyncExternalStore(watchSocialLogins, () => socialLoginOf(load));
  const login = latest?.provider === provider ? latest : undefined;
  const status = useRef<HTMLDivElement>(null);
  const name = t(`social.${provider}`);
  const canTryAgain = login?.status !== 'waiting' && login?.status !== 'connected';

  const tryAgain = (): void => {
    // The button goes away while the new window is open: focus stays on the status.
    status.current?.focus();
    startSocialLogin(load, provider);
  };

  return (
    <div className="kp-login-step" data-testid="view-ConnectingSocial" data-provider={provider}>
      <SocialMark provider={provider} size={72} />
      <div
        ref={status}
        className="kp-login-status"
        role="status"
        tabIndex={-1}
        data-status={login?.status ?? 'idle'}
        data-testid="social-status"
      >
        <SocialLoginText login={login} provider={name} />
      </div>
      {canTryAgain && (
        <button
          type="button"
          className="kp-button kp-button-primary"
          onClick={tryAgain}
          data-testid="social-retry"
        >
          {t('connecting.tryAgain')}
        </button>
      )}
    </div>
  );
}

/**
 * The ConnectingSocial view: its provider comes with the route. A route without one this site can
 * log in with (a host opening the view by name) says so; without an embedded wallet the registry
 * shows the "not available" note instead.
 */
export function ConnectingSocialView({ entry }: ViewProps) {
  useEmbeddedStyles();
  const load = useEmbeddedLoginLoader();
  const provider = entry.data?.['provider'];
  if (load === undefined) return null;
  if (!RedirectSocialProviderCodec.is(provider)) {
    return (
      <div className="kp-empty" data-testid="view-ConnectingSocial">
        <p className="kp-paragraph">{t('socialLogin.unknown')}</p>
      </div>
    );
  }
  return <ConnectingSocial load={load} provider={provider} />;
}
