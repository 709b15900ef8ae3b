import { useRef } from 'react';
import { ExternalLinkIcon, CopyIcon } from '../../icons/viewIcons';
import { useKeyport } from '../../react/KeyportAppContext';
import { ConnectionEndText } from '../shared/ConnectionEndText';
import { copyWithSnackbar } from '../shared/copyWithSnackbar';
import { ExternalLink } from '../shared/ExternalLink';
import { QrPlate } from '../shared/qr/QrPlate';
import { SocialMark } from '../shared/social/SocialMark';
import { snackbarMessenger } from '../shared/snackbarMessenger';
import { t } from './embeddedMessages';
import { useFarcasterLogin } from './useFarcasterLogin';
import { type EmbeddedViewProps, withEmbeddedLogin } from './withEmbeddedLogin';

/**
 * "Open Farcaster" on this device (a web link, checked as rendered: one that fails the rule is
 * not offered), and "Copy link" for another: both unavailable until the address exists.
 */
function FarcasterLinks({ uri }: { readonly uri: string | undefined }) {
  const keyport = useKeyport('ConnectingFarcasterView');
  const copy = (): void => {
    if (uri === undefined) return;
    void copyWithSnackbar(snackbarMessenger(keyport), uri, {
      copied: t('farcaster.linkCopied'),
      failed: t('farcaster.copyFailed'),
    });
  };
  return (
    <>
      {uri === undefined ? (
        <button type="button" className="kp-button kp-button-primary kp-button-block" aria-disabled>
          {t('farcaster.open')}
        </button>
      ) : (
        <ExternalLink className="kp-button kp-button-primary kp-button-block" href={uri}>
          {t('farcaster.open')}
          <ExternalLinkIcon />
        </ExternalLink>
      )}
      <button
        type="button"
        className="kp-button kp-button-block"
        aria-disabled={uri === undefined}
        onClick={copy}
        data-testid="farcaster-copy"
      >
        <CopyIcon />
        {t('farcaster.copyLink')}
      </button>
    </>
  );
}

const FARCASTER_HEADINGS = {
  preparing: 'farcaster.preparing',
  waiting: 'farcaster.scan',
  connected: 'socialLogin.connected',
} as const;

/**
 * ConnectingFarcaster (SPEC §2, §4 Farcaster login): the address Farcaster approves the login at,
 * as a QR code for a phone (with Farcaster's mark in its centre), a link to open it on this device
 * and a copy of it; once the visitor approved there, the instance is connected and the modal
 * closes. Declined or failed, the view says so, with Try again.
 */
function ConnectingFarcaster({ login }: EmbeddedViewProps) {
  const { state, retry } = useFarcasterLogin(login);
  const status = useRef<HTMLDivElement>(null);

  const tryAgain = (): void => {
    status.current?.focus();
    retry();
  };

  if (state.status === 'ended') {
    return (
      <div className="kp-login-step" data-testid="view-ConnectingFarcaster">
        <SocialMark provider="farcaster" size={72} />
        <div ref={status} className="kp-login-status" role="status" tabIndex={-1} data-status="ended">
          <ConnectionEndText end={state.end} />
        </div>
        <button
          type="button"
          className="kp-button kp-button-primary"
          onClick={tryAgain}
          data-testid="farcaster-retry"
        >
          {t('connecting.tryAgain')}
        </button>
      </div>
    );
  }
  const uri = state.status === 'preparing' ? undefined : state.uri;
  return (
    <div className="kp-login-step" data-testid="view-ConnectingFarcaster">
      <QrPlate
        value={uri}
        label={t('farcaster.qrLabel')}
        testId="farcaster-qr"
        plateData={uri === undefined ? {} : { 'data-uri': uri }}
        imageUrl={undefined}
        fallback={({ position, size }) => (
          <g transform={`translate(${position} ${position})`}>
            <SocialMark provider="farcaster" size={size} />
          </g>
        )}
      />
      <div ref={status} className="kp-login-status" role="status" tabIndex={-1} data-status={state.status}>
        <p className="kp-heading">{t(FARCASTER_HEADINGS[state.status])}</p>
      </div>
      <FarcasterLinks uri={uri} />
    </div>
  );
}

export const ConnectingFarcasterView = withEmbeddedLogin(ConnectingFarcaster);
