import * as E from 'fp-ts/Either';
import { type SocialWindow } from '../../application/embedded/EmbeddedLogin';
import { checkLink } from '../../domain/link/checkLink';

/** The login window's name: a second login reuses the window of the first rather than opening another. */
export const SOCIAL_WINDOW_NAME = 'keyport-social';

/** A pop-up the size of a provider's sign-in page. */
const WIDTH = 500;
const HEIGHT = 600;

/** The pop-up's features, centred over the page that opens it. */
function popupFeatures(page: Window): string {
  const left = Math.max(0, page.screenX + (page.outerWidth - WIDTH) / 2);
  const top = Math.max(0, page.screenY + (page.outerHeight - HEIGHT) / 2);
  return `popup,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`;
}

/** The real window behind each social login window this page opened. */
const opened = new WeakMap<SocialWindow, Window>();
/** The windows the login closed itself (done, or failed): those the visitor did not close. */
const closedByLogin = new WeakSet<SocialWindow>();

/**
 * Opens the social login's window at the visitor's click, before anything is awaited, so that
 * pop-up blockers let it through (REFERENCE §4); it shows nothing until the login points it at
 * the provider. Undefined when the browser blocked it. The window keeps its opener: the wallet
 * service answers the page through it (`{resultUri}`), and the page accepts that answer only from
 * this window and the service's origin (`IframeFrameMessenger.resultsFrom`). The address it is
 * sent to passes the web-link rule first, like every navigation of the product.
 */
export function openSocialWindow(page: Window = window): SocialWindow | undefined {
  const popup = page.open('', SOCIAL_WINDOW_NAME, popupFeatures(page));
  if (popup === null) return undefined;
  const social: SocialWindow = {
    navigate(url: string): void {
      const checked = checkLink('web link', url);
      if (E.isLeft(checked)) throw checked.left;
      // The `href` setter, unlike `assign`, still works once the window shows another origin.
      popup.location.href = checked.right;
    },
    isClosed: () => popup.closed,
    close: () => {
      closedByLogin.add(social);
      popup.close();
    },
  };
  opened.set(social, popup);
  return social;
}

/** The window a social login window of this page stands for; undefined for any other object. */
export function windowOf(social: SocialWindow): Window | undefined {
  return opened.get(social);
}

/** The window is gone and the login did not close it: the visitor did. */
export function closedByVisitor(social: SocialWindow): boolean {
  return opened.get(social)?.closed === true && !closedByLogin.has(social);
}
