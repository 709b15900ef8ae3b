import { type MouseEvent } from 'react';
import { safeLinkOrUndefined } from '../../../domain/link/checkLink';
import { ExternalLinkIcon } from '../../icons/viewIcons';
import { t } from './walletConnectMessages';
import { WalletImage } from '../shared/WalletImage';
import { CopyLinkButton } from './CopyLinkButton';
import { type PlatformLink } from '../../../domain/wallet/platformLinks';

/** The "Open" control: a real link (its address readable and copyable), or a placeholder until the uri exists. */
function OpenLink({
  link,
  onOpen,
}: {
  readonly link: PlatformLink | undefined;
  readonly onOpen: (link: PlatformLink) => void;
}) {
  const className = 'kp-button kp-button-primary kp-button-block';
  // Checked again as rendered: the address of a real link can be followed without the click handler.
  const href = link === undefined ? undefined : safeLinkOrUndefined(link.kind, link.href);
  if (link === undefined || href === undefined) {
    return (
      <button type="button" className={className} aria-disabled data-testid="wc-open">
        {t('wc.open')}
      </button>
    );
  }
  const opensNewTab = link.target === '_blank';
  const open = (event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    onOpen(link);
  };
  return (
    <a
      className={className}
      href={href}
      target={link.target}
      rel="noopener noreferrer"
      onClick={open}
      data-testid="wc-open"
    >
      {t('wc.open')}
      {opensNewTab && <ExternalLinkIcon />}
      {opensNewTab && <span className="kp-visually-hidden"> {t('link.newTab')}</span>}
    </a>
  );
}

/**
 * A platform reached by link (REFERENCE §7): the wallet's phone app, web app or desktop app,
 * opened with the pairing uri; the visitor approves there and comes back connected.
 */
export function LinkPanel({
  link,
  uri,
  walletName,
  imageUrl,
  onOpen,
}: {
  readonly link: PlatformLink | undefined;
  readonly uri: string | undefined;
  readonly walletName: string;
  readonly imageUrl: string | undefined;
  readonly onOpen: (link: PlatformLink) => void;
}) {
  return (
    <>
      <WalletImage src={imageUrl} large />
      <div className="kp-wc-status" role="status" data-status="waiting">
        <p className="kp-heading kp-name">{t('connecting.continueIn', { wallet: walletName })}</p>
        <p className="kp-paragraph kp-text-muted">{t('connecting.approveHint')}</p>
      </div>
      <OpenLink link={link} onOpen={onOpen} />
      <CopyLinkButton uri={uri} />
    </>
  );
}
