/**
 * The developer's notice: set apart from the view by a dashed danger-coloured frame, in small
 * text, so it reads as a message about the site rather than part of the visitor's screen.
 */
export const DEVELOPER_NOTICE_CSS = `
.kp-developer-notice {
  margin: 0 0 12px; padding: 10px 12px; border: 1px dashed var(--kp-danger);
  border-radius: var(--kp-radius-md); font-size: var(--kp-text-sm); line-height: 1.4;
}
.kp-developer-notice-label { margin: 0 0 4px; color: var(--kp-danger); font-size: var(--kp-text-xs); font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; }
.kp-developer-notice-list { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 6px; }
.kp-developer-notice-hint { margin: 6px 0 0; color: var(--kp-text-muted); font-size: var(--kp-text-xs); }
`;
