/**
 * How long typing must pause before a quote is asked for: a quote per keystroke would flood the
 * API and flicker the answer; half a second feels live without that.
 */
export const QUOTE_DEBOUNCE_MS = 500;
