/**
 * The social login's window, for the view that starts a social login: opened at the visitor's
 * click, then handed to `EmbeddedLogin.connectSocial` (the one way the wallet service's answer
 * from that window is accepted). Undefined when the browser blocked the pop-up.
 */
export { closedByVisitor, openSocialWindow } from '../../infrastructure/embedded/BrowserSocialWindow';
