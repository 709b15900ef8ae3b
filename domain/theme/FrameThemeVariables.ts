import { DEFAULT_ACCENT, MODAL_BACKGROUND } from './ModalColours';
import { type ThemeMode } from './ThemeMode';
import { type ThemeVariables } from './ThemeVariables';

/**
 * SPEC §3 theme sync, `w3mThemeVariables`: the colours the modal is drawn with now, worked out
 * from the host's theme as the modal's stylesheet works them out, so that the embedded wallet's
 * frame (its approval screen sits over the card) takes them as they are rather than guessing
 * Keyport's defaults. A colour the host mixes into the surfaces is mixed into the background
 * here too, as a CSS `color-mix()`.
 */
export function frameThemeVariables(mode: ThemeMode, variables: ThemeVariables): Record<string, string> {
  const accent = variables['--w3m-accent']?.trim();
  const mix = variables['--w3m-color-mix']?.trim();
  const strength = variables['--w3m-color-mix-strength'] ?? 0;
  const base = MODAL_BACKGROUND[mode];
  return {
    '--w3m-accent': accent === undefined || accent === '' ? DEFAULT_ACCENT : accent,
    '--w3m-background':
      mix === undefined || mix === '' || strength <= 0
        ? base
        : `color-mix(in srgb, ${mix} ${Math.min(strength, 100)}%, ${base})`,
  };
}
