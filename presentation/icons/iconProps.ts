/**
 * What every stroked 20×20 interface icon of the modal shares: the icon class, the stroke that
 * follows the text colour, and no name of its own (the control or text beside it carries that).
 */
export const ICON_PROPS = {
  className: 'kp-icon',
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;
