import { useId } from 'react';
import { useAppKitTheme } from '../../../presentation/index';
import { ACCENT_COLORS } from './accentColors';

const MODES = ['light', 'dark'] as const;

/** The theme switch and the accent picker, through `useAppKitTheme()`. */
export function ThemePanel() {
  const { themeMode, themeVariables, setThemeMode, setThemeVariables } = useAppKitTheme();
  const accent = themeVariables['--w3m-accent'];
  const titleId = useId();
  const colorId = useId();
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-title">
        <code>useAppKitTheme()</code>
      </h2>
      <p className="panel-description">The modal&apos;s theme; the page follows its mode.</p>
      <fieldset className="choice-group">
        <legend>Mode</legend>
        {MODES.map((mode) => (
          <label key={mode} className="choice">
            <input
              type="radio"
              name="theme-mode"
              value={mode}
              checked={themeMode === mode}
              onChange={() => setThemeMode(mode)}
              data-testid={`demo-theme-${mode}`}
            />
            <span>{mode === 'light' ? 'Light' : 'Dark'}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="choice-group">
        <legend>Accent</legend>
        {ACCENT_COLORS.map((color) => (
          <label key={color.value} className="choice swatch" title={color.name}>
            <input
              type="radio"
              name="theme-accent"
              value={color.value}
              checked={accent === color.value}
              onChange={() => setThemeVariables({ '--w3m-accent': color.value })}
            />
            <span className="swatch-color" style={{ background: color.value }} aria-hidden="true" />
            <span className="visually-hidden">{color.name}</span>
          </label>
        ))}
        <label className="choice custom-color" htmlFor={colorId}>
          <span>Custom</span>
          <input
            id={colorId}
            type="color"
            value={accent !== undefined && /^#[0-9a-f]{6}$/i.test(accent) ? accent : '#4f5bd5'}
            onChange={(event) => setThemeVariables({ '--w3m-accent': event.target.value })}
            data-testid="demo-accent"
          />
        </label>
      </fieldset>
    </section>
  );
}
