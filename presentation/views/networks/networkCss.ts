/**
 * The network views' styles, shipped with those views: the row of a network the site does not
 * support, drawn in the danger colour of the theme so it reads as a warning in light and dark.
 */
export const NETWORK_CSS = `
.kp-row-unsupported { border-color: var(--kp-danger); color: var(--kp-danger); }
.kp-row-unsupported .kp-row-title { color: var(--kp-text); }
.kp-row-unsupported .kp-row-text > .kp-text-sm { white-space: normal; }
.kp-badge-unsupported { color: var(--kp-danger); border-color: currentColor; }
`;
