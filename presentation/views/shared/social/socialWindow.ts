import * as E from 'fp-ts/Either';
import { type SocialWindow } from '../../../../application/instance/embeddedLoginTypes';
import { checkLink } from '../../../../domain/link/checkLink';

/** The login window's name: a second login reuses the window of the first rather than opening another. */
export const SOCIAL_WINDOW_NAME = 'keyport-social';

const WIDTH = 500;
const HEIGHT = 600;

/** The social login's window as the embedded wallet drives it, and whether the visitor closed it. */
export interface OpenedSocialWindow extends SocialWindow {
  /** The window is gone and the login did not close it: the visitor did. */
  closedByVisitor(): boolean;
}

/**
 * Opens an empty window for a social login, centred over the page. It must run in the visitor's
 * click itself, before anything is awaited, or the browser's pop-up blocker stops it (REFERENCE §4);
 * the login then points it at the provider, by the web-link rule. Undefined when the browser
 * blocked it.
 */
export function openSocialWindow(): OpenedSocialWindow | undefined {
  const left = Math.max(0, window.screenX + (window.outerWidth - WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - HEIGHT) / 2);
  const opened = window.open(
    '',
    SOCIAL_WINDOW_NAME,
    `popup,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`,
  );
  if (opened === null) return undefined;
  let closedByLogin = false;
  return {
    navigate: (url) => {
      // The provider's page is a web link like any other (an `UnsafeLinkError` otherwise). The
      // `href` setter, unlike `assign`, still works once the window shows another origin.
      const checked = checkLink('web link', url);
      if (E.isLeft(checked)) throw checked.left;
      opened.location.href = checked.right;
    },
    isClosed: () => opened.closed,
    close: () => {
      closedByLogin = true;
      opened.close();
    },
    closedByVisitor: () => opened.closed && !closedByLogin,
  };
}
