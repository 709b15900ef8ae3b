import * as E from 'fp-ts/Either';
import { type SocialWindow } from '../../application/embedded/EmbeddedLogin';
import { checkLink } from '../../domain/link/checkLink';

/** A pop-up the size of a provider's sign-in page. */
const POPUP_FEATURES = 'popup,width=600,height=800';

/** The real window behind each social login window this page opened. */
const opened = new WeakMap<SocialWindow, Window>();

/**
 * Opens the social login's window at the visitor's click, before anything is awaited, so that
 * pop-up blockers let it through (REFERENCE §4); it shows nothing until the login points it at
 * the provider. Undefined when the browser blocked it. The window keeps its opener: the wallet
 * service answers the page through it (`{resultUri}`), and the page accepts that answer only from
 * this window and the service's origin (`IframeFrameMessenger.resultsFrom`). The address it is
 * sent to passes the web-link rule first, like every navigation of the product.
 */
export function openSocialWindow(page: Window = window): SocialWindow | undefined {
  const popup = page.open('', '_blank', POPUP_FEATURES);
  if (popup === null) return undefined;
  const social: SocialWindow = {
    navigate(url: string): void {
      const checked = checkLink('web link', url);
      if (E.isLeft(checked)) throw checked.left;
      popup.location.replace(checked.right);
    },
    isClosed: () => popup.closed,
    close: () => popup.close(),
  };
  opened.set(social, popup);
  return social;
}

/** The window a social login window of this page stands for; undefined for any other object. */
export function windowOf(social: SocialWindow): Window | undefined {
  return opened.get(social);
}
