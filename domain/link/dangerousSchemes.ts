/**
 * Schemes that run script in the page, read local or browser-internal content, or hand a page
 * built by a stranger to the visitor as if it were this site. None of them is a wallet app's
 * scheme, so no link from outside data may use one, whatever else it looks like.
 */
export const DANGEROUS_SCHEMES: ReadonlySet<string> = new Set([
  'javascript',
  'vbscript',
  'livescript',
  'mocha',
  'data',
  'blob',
  'file',
  'filesystem',
  'about',
  'view-source',
  'jar',
  'mhtml',
  'intent',
  'chrome',
  'chrome-extension',
  'chrome-untrusted',
  'edge',
  'opera',
  'moz-extension',
  'resource',
  'ms-browser-extension',
  'safari-extension',
  'safari-web-extension',
  'res',
  'ms-its',
  'mk',
  'its',
]);

/**
 * The web's own schemes: a wallet link using one of them is a web link and must pass the web
 * rule (https, or http on this machine), not be taken as an app's scheme.
 */
export const WEB_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss', 'ftp']);
