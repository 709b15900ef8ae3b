/** The id of the Receive view's stylesheet, so that it is added to the page once. */
export const RECEIVE_STYLE_ELEMENT_ID = 'keyport-receive-styles';

/**
 * The Receive view's styles, shipped with it. The address is written in full in a monospace face,
 * broken anywhere so it wraps inside the card, into lines of even length rather than a full line
 * and a few stray characters, and selected whole by one click or tap: a visitor who checks it by
 * eye or copies it by hand gets every character.
 */
export const RECEIVE_CSS = `
.kp-receive { display: flex; flex-direction: column; align-items: center; gap: 16px; text-align: center; }
.kp-receive-address {
  margin: 0; max-width: 100%; padding: 10px 12px; border-radius: var(--kp-radius-md);
  background: var(--kp-surface); border: 1px solid var(--kp-border); color: var(--kp-text);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: var(--kp-text-sm); line-height: 1.5; overflow-wrap: anywhere; word-break: break-all;
  text-wrap: balance;
  user-select: all; -webkit-user-select: all;
}
.kp-receive-networks { width: 100%; display: flex; flex-direction: column; align-items: center; gap: 8px; }
.kp-receive-networks > ul {
  list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; justify-content: center; gap: 8px;
}
.kp-receive-network {
  display: inline-flex; align-items: center; gap: 6px; padding: 4px 12px 4px 4px;
  border-radius: var(--kp-radius-pill); background: var(--kp-surface); border: 1px solid var(--kp-border);
  font-size: var(--kp-text-sm); font-weight: 600;
}
`;
