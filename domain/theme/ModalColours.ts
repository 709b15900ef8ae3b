import { type ThemeMode } from './ThemeMode';

// Apart from the frame's theme (FrameThemeVariables): the stylesheet in the entry needs these two
// colours only, not the function that works out the frame's.

/** The modal's accent when the host sets none: its buttons, links and focus. */
export const DEFAULT_ACCENT = '#3b5bdb';

/** The modal card's background in each mode. */
export const MODAL_BACKGROUND: Readonly<Record<ThemeMode, string>> = { light: '#ffffff', dark: '#17181b' };
