import { MODAL_WIDTH_PX } from '../../domain/constants/limits';
import { TIMING_MS } from '../../domain/constants/timing';
import { GRID_COLUMNS } from '../keyboard/gridColumns';

/** Below this viewport width the modal is a bottom sheet rather than a centred card. */
export const BOTTOM_SHEET_MAX_WIDTH_PX = 430;

/**
 * How long the modal takes to appear: the backdrop darkens (its colour, not its opacity, which
 * would fade the card inside it too) while the card comes up from 60 % opacity where it stands,
 * legible in its first frame, its rows never moving, and still within 150 ms of the click. On a
 * phone the sheet slides up from the edge.
 */
const OPEN_ANIMATION_MS = 100;
const SHEET_ANIMATION_MS = 180;

/**
 * The modal's stylesheet: a calm card of SPEC §9 width (a bottom sheet on narrow screens), the
 * views' lists, grids, tabs and buttons, and a visible focus ring on every control. Visitors who
 * ask for less motion get no opening motion at all, and a flash of the border for the shake.
 */
export const MODAL_CSS = `
.kp-root, .kp-root *, .kp-root *::before, .kp-root *::after { box-sizing: border-box; }
/* Zero specificity, so that every component class below wins over this reset. */
:where(.kp-root button, .kp-root input) { font: inherit; color: inherit; }
.kp-root :focus-visible { outline: 2px solid var(--kp-focus); outline-offset: 2px; }
.kp-root [tabindex='-1']:focus { outline: none; }
.kp-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
.kp-overlay {
  position: fixed; inset: 0; z-index: var(--kp-z-index);
  display: flex; align-items: center; justify-content: center; padding: 16px;
  background: var(--kp-backdrop); animation: kp-backdrop-in ${OPEN_ANIMATION_MS}ms ease-out;
}
.kp-card {
  position: relative; display: flex; flex-direction: column;
  width: ${MODAL_WIDTH_PX}px; max-width: 100%; max-height: min(640px, calc(100vh - 32px));
  background: var(--kp-bg); color: var(--kp-text); border: 1px solid var(--kp-border);
  border-radius: var(--kp-radius-lg); box-shadow: var(--kp-shadow);
  font-size: var(--kp-text-md); line-height: 1.45; overflow: hidden;
  animation: kp-appear ${OPEN_ANIMATION_MS}ms ease-out;
}
.kp-card.kp-shake { animation: kp-shake ${TIMING_MS.shake}ms ease-in-out; }
.kp-header {
  display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; gap: 8px;
  padding: 12px 12px 4px;
}
.kp-title { margin: 0; text-align: center; font-size: var(--kp-text-lg); font-weight: 600; }
.kp-body { flex: 1 1 auto; overflow-y: auto; padding: 8px 16px 16px; overscroll-behavior: contain; }
.kp-icon-button {
  display: inline-flex; align-items: center; justify-content: center;
  width: 40px; height: 40px; padding: 0; border: 0; border-radius: var(--kp-radius-md);
  background: transparent; color: var(--kp-text); cursor: pointer;
}
.kp-icon-button:hover { background: var(--kp-surface); }
.kp-icon { width: 20px; height: 20px; flex: none; }
.kp-loading { display: flex; justify-content: center; padding: 32px 0; }
.kp-spinner {
  width: 28px; height: 28px; border-radius: 50%;
  border: 3px solid var(--kp-surface-hover); border-top-color: var(--kp-accent);
  animation: kp-spin 800ms linear infinite;
}
.kp-spinner-sm { width: 18px; height: 18px; border-width: 2px; margin-left: auto; }
.kp-stack { display: flex; flex-direction: column; gap: 12px; }
.kp-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; }
.kp-text-muted { color: var(--kp-text-muted); }
.kp-text-sm { font-size: var(--kp-text-sm); }
.kp-text-danger { color: var(--kp-danger); }
.kp-heading { margin: 0; font-size: var(--kp-text-lg); font-weight: 600; }
.kp-paragraph { margin: 0; }
.kp-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 44px; padding: 0 16px; border: 1px solid var(--kp-border);
  border-radius: var(--kp-radius-md); background: var(--kp-surface); color: var(--kp-text);
  font-weight: 600; text-decoration: none; cursor: pointer;
}
.kp-button:hover { background: var(--kp-surface-hover); }
.kp-button:disabled { cursor: default; opacity: 0.6; }
.kp-button-primary { background: var(--kp-accent); color: var(--kp-on-accent); border-color: transparent; }
.kp-button-primary:hover { background: var(--kp-accent); filter: brightness(1.08); }
.kp-button-block { width: 100%; }
.kp-link { color: var(--kp-text); text-decoration: underline; text-underline-offset: 2px; }
.kp-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.kp-row {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 56px;
  padding: 8px 12px 8px 8px; border: 1px solid transparent; border-radius: var(--kp-radius-md);
  background: var(--kp-surface); color: var(--kp-text); text-align: left; cursor: pointer;
}
.kp-row:hover { background: var(--kp-surface-hover); }
.kp-row:disabled { cursor: default; }
.kp-row-static, .kp-row-static:hover { cursor: default; background: var(--kp-surface); }
.kp-tabpanel { border-radius: var(--kp-radius-md); }
.kp-row[aria-current='true'] { border-color: var(--kp-accent); }
.kp-row-text { display: flex; flex-direction: column; min-width: 104px; flex: 1 1 auto; }
.kp-row-text > .kp-text-sm { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.kp-row-title {
  font-weight: 600; overflow: hidden; overflow-wrap: anywhere;
  display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical;
}
.kp-row-end {
  margin-left: auto; flex: 0 1 auto; min-width: 0; max-width: 50%; text-align: right;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.kp-badge {
  display: inline-flex; align-items: center; gap: 4px; padding: 2px 8px;
  border-radius: var(--kp-radius-pill); border: 1px solid var(--kp-border);
  font-size: var(--kp-text-xs); font-weight: 600; color: var(--kp-text-muted); white-space: nowrap;
}
.kp-wallet-image {
  width: 40px; height: 40px; flex: none; border-radius: var(--kp-radius-sm);
  object-fit: cover; background: var(--kp-surface-hover);
}
.kp-wallet-image-lg { width: 72px; height: 72px; border-radius: var(--kp-radius-lg); }
.kp-wallet-placeholder { display: inline-flex; align-items: center; justify-content: center; color: var(--kp-text-muted); }
.kp-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr)); gap: 8px; }
.kp-tile {
  display: flex; flex-direction: column; align-items: center; gap: 6px; width: 100%;
  padding: 10px 4px 8px; border: 1px solid transparent; border-radius: var(--kp-radius-md);
  background: var(--kp-surface); color: var(--kp-text); cursor: pointer;
}
.kp-tile:hover { background: var(--kp-surface-hover); }
.kp-tile-name {
  align-self: stretch; min-height: 2.5em; font-size: var(--kp-text-xs); font-weight: 600; line-height: 1.25;
  text-align: center;
}
.kp-toolbar { display: flex; flex-direction: column; gap: 10px; margin-bottom: 12px; }
.kp-search { position: relative; }
.kp-search .kp-icon { position: absolute; left: 12px; top: 50%; transform: translateY(-50%); color: var(--kp-text-muted); pointer-events: none; }
.kp-input {
  width: 100%; min-height: 44px; padding: 0 12px 0 40px; border: 1px solid var(--kp-border);
  border-radius: var(--kp-radius-md); background: var(--kp-surface); color: var(--kp-text);
}
.kp-input::placeholder { color: var(--kp-text-muted); }
.kp-switch { display: inline-flex; align-items: center; gap: 10px; cursor: pointer; font-size: var(--kp-text-sm); }
.kp-switch-input { position: absolute; opacity: 0; width: 1px; height: 1px; }
.kp-switch-track {
  position: relative; width: 36px; height: 20px; flex: none; border-radius: var(--kp-radius-pill);
  background: var(--kp-surface-hover); border: 1px solid var(--kp-border); transition: background 120ms;
}
.kp-switch-track::after {
  content: ''; position: absolute; top: 2px; left: 2px; width: 14px; height: 14px;
  border-radius: 50%; background: var(--kp-text-muted); transition: transform 120ms;
}
.kp-switch-input:checked + .kp-switch-track { background: var(--kp-accent); border-color: transparent; }
.kp-switch-input:checked + .kp-switch-track::after { transform: translateX(16px); background: #ffffff; }
.kp-switch-input:focus-visible + .kp-switch-track { outline: 2px solid var(--kp-focus); outline-offset: 2px; }
.kp-sentinel { height: 1px; }
.kp-legal { margin: 16px 0 0; font-size: var(--kp-text-xs); color: var(--kp-text-muted); text-align: center; }
.kp-legal .kp-link { color: var(--kp-text-muted); }
.kp-legal-check { display: flex; gap: 8px; align-items: flex-start; margin: 0 0 12px; text-align: start; }
.kp-legal-check input { margin: 2px 0 0; accent-color: var(--kp-accent); }
.kp-fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
.kp-fieldset:disabled { opacity: 0.5; }
.kp-account { display: flex; flex-direction: column; align-items: center; gap: 6px; text-align: center; }
.kp-avatar { display: inline-block; flex: none; border-radius: 50%; object-fit: cover; }
.kp-account-name { margin: 4px 0 0; font-size: var(--kp-text-xl); font-weight: 700; }
.kp-account-balance { margin: 0; color: var(--kp-text-muted); }
.kp-actions { display: flex; justify-content: center; gap: 8px; flex-wrap: wrap; }
.kp-features { display: grid; grid-template-columns: repeat(auto-fit, minmax(72px, 1fr)); gap: 8px; margin: 16px 0 0; padding: 0; list-style: none; }
.kp-feature { flex-direction: column; gap: 4px; min-height: 64px; padding: 8px 4px; font-size: var(--kp-text-sm); }
.kp-tabs {
  display: flex; gap: 4px; margin: 16px 0 12px; padding: 4px;
  border-radius: var(--kp-radius-pill); background: var(--kp-surface);
}
.kp-tab {
  flex: 1 1 0; min-height: 36px; border: 0; border-radius: var(--kp-radius-pill);
  background: transparent; color: var(--kp-text-muted); font-weight: 600; cursor: pointer;
}
.kp-tab[aria-selected='true'] { background: var(--kp-bg); color: var(--kp-text); }
.kp-token-icon { width: 32px; height: 32px; flex: none; border-radius: 50%; background: var(--kp-surface-hover); object-fit: cover; }
.kp-nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
.kp-nft { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 8px; border-radius: var(--kp-radius-md); background: var(--kp-surface); }
.kp-nft img, .kp-nft-placeholder { display: block; width: 100%; aspect-ratio: 1; border-radius: var(--kp-radius-sm); object-fit: cover; background: var(--kp-surface-hover); }
.kp-nft figcaption { font-size: var(--kp-text-sm); font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kp-empty { padding: 24px 0; text-align: center; color: var(--kp-text-muted); }
.kp-failure { padding: 16px 0; }
.kp-footer { margin-top: 16px; }
.kp-full { width: 100%; }
.kp-snackbar-region { padding: 0 16px; }
.kp-snackbar {
  display: flex; align-items: center; gap: 8px; margin: 0 auto 16px; max-width: 100%; width: fit-content;
  padding: 8px 14px; border-radius: var(--kp-radius-pill); border: 1px solid var(--kp-border);
  background: var(--kp-surface); font-size: var(--kp-text-sm); animation: kp-fade-in 150ms ease-out;
}
.kp-snackbar-success .kp-icon { color: var(--kp-success); }
.kp-snackbar-error .kp-icon { color: var(--kp-danger); }
.kp-snackbar .kp-spinner { width: 16px; height: 16px; border-width: 2px; }
@keyframes kp-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes kp-backdrop-in { from { background-color: transparent; } }
@keyframes kp-appear { from { opacity: 0.6; } }
@keyframes kp-sheet { from { transform: translateY(100%); } to { transform: none; } }
@keyframes kp-spin { to { transform: rotate(360deg); } }
@keyframes kp-shake {
  0%, 100% { transform: translateX(0); }
  15%, 55% { transform: translateX(-8px); }
  35%, 75% { transform: translateX(8px); }
}
@keyframes kp-flash { 0%, 100% { border-color: var(--kp-border); } 50% { border-color: var(--kp-danger); } }
@media (max-width: ${BOTTOM_SHEET_MAX_WIDTH_PX}px) {
  .kp-overlay { align-items: flex-end; padding: 0; }
  .kp-card {
    width: 100%; max-height: 90vh; border-bottom: 0;
    border-radius: var(--kp-radius-lg) var(--kp-radius-lg) 0 0; animation: kp-sheet ${SHEET_ANIMATION_MS}ms ease-out;
  }
  .kp-body { padding-bottom: max(16px, env(safe-area-inset-bottom)); }
  .kp-card.kp-full-screen { height: 100vh; height: 100dvh; max-height: none; border: 0; border-radius: 0; }
}
@media (prefers-reduced-motion: reduce) {
  .kp-overlay, .kp-card, .kp-snackbar { animation: none; }
  .kp-card.kp-shake { animation: kp-flash ${TIMING_MS.shake}ms linear; }
  .kp-spinner { animation-duration: 2400ms; }
}
`;
