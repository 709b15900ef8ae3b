import { POPUP_CONFIG_ELEMENT_ID, type PopupConfig } from '../protocol/PopupConfig';

/**
 * The social login's last page, in the popup the site opened: hands the callback's address to
 * the site's window, at the site's exact origin only, and closes; after Cancel it only closes
 * (the site notices the window closed).
 */
function finish(): void {
  const text = document.getElementById(POPUP_CONFIG_ELEMENT_ID)?.textContent;
  if (text == null || text === '') return;
  const config = JSON.parse(text) as PopupConfig;
  if (config.action === 'return')
    window.opener?.postMessage({ resultUri: config.resultUri }, config.targetOrigin);
  window.close();
}

finish();
