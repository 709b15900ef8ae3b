import { type CSSProperties } from 'react';
import { THEME_VARIABLE_NAMES, type ThemeVariables } from '../../domain/theme/ThemeVariables';

/**
 * The host's theme variables as inline custom properties of Keyport's root elements. The
 * stylesheet reads each `--w3m-*` variable with its own default (`var(--w3m-accent, …)`), so a
 * variable the host leaves out, here or in its own CSS, keeps Keyport's look.
 */
export function themeVariablesStyle(variables: ThemeVariables): CSSProperties {
  const style: Record<string, string> = {};
  for (const name of THEME_VARIABLE_NAMES) {
    const value = variables[name];
    if (value !== undefined) style[name] = String(value);
  }
  return style as CSSProperties;
}
