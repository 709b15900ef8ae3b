/**
 * The Activity tab's own styles, shipped with the Account view: a row's kind icon sits on the
 * same 32 px disc a token image fills, in the muted text colour of both themes.
 */
export const ACTIVITY_CSS = `
.kp-activity-icon { display: inline-flex; align-items: center; justify-content: center; color: var(--kp-text-muted); }
`;
