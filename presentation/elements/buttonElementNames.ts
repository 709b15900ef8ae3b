/** Which of the React buttons an element renders (REFERENCE §5 Buttons). */
export type ButtonElementKind = 'appkit' | 'connect' | 'account' | 'network';

/** AppKit's button elements, each also under its older `w3m-` name, and the button each renders. */
export const BUTTON_ELEMENTS: Readonly<Record<string, ButtonElementKind>> = {
  'appkit-button': 'appkit',
  'appkit-connect-button': 'connect',
  'appkit-account-button': 'account',
  'appkit-network-button': 'network',
  'w3m-button': 'appkit',
  'w3m-connect-button': 'connect',
  'w3m-account-button': 'account',
  'w3m-network-button': 'network',
};

/**
 * The attributes the elements read, as an HTML page stores them: attribute names are lowercased,
 * so a site's `charsStart` (or React's) arrives as `charsstart`.
 */
export const BUTTON_ATTRIBUTES = [
  'disabled',
  'balance',
  'size',
  'label',
  'loadinglabel',
  'charsstart',
  'charsend',
  'namespace',
];
