import { frameThemeVariables } from '../../../../domain/theme/FrameThemeVariables';
import { DEFAULT_ACCENT, MODAL_BACKGROUND } from '../../../../domain/theme/ModalColours';

describe('SPEC §3 theme sync: the w3mThemeVariables the frame is handed', () => {
  it("is Keyport's accent and the card's background of the mode when the host sets nothing", () => {
    expect(frameThemeVariables('dark', {})).toEqual({
      '--w3m-accent': DEFAULT_ACCENT,
      '--w3m-background': MODAL_BACKGROUND.dark,
    });
    expect(frameThemeVariables('light', {})).toEqual({
      '--w3m-accent': DEFAULT_ACCENT,
      '--w3m-background': MODAL_BACKGROUND.light,
    });
  });

  it("takes the host's accent, and a blank one as none", () => {
    expect(frameThemeVariables('light', { '--w3m-accent': ' #ff0000 ' })['--w3m-accent']).toBe('#ff0000');
    expect(frameThemeVariables('light', { '--w3m-accent': '  ' })['--w3m-accent']).toBe(DEFAULT_ACCENT);
  });

  it('mixes the colour the host mixes into the surfaces into the background, at its strength', () => {
    expect(
      frameThemeVariables('dark', { '--w3m-color-mix': '#00bb7f', '--w3m-color-mix-strength': 40 })[
        '--w3m-background'
      ],
    ).toBe(`color-mix(in srgb, #00bb7f 40%, ${MODAL_BACKGROUND.dark})`);
    expect(
      frameThemeVariables('light', { '--w3m-color-mix': '#00bb7f', '--w3m-color-mix-strength': 250 })[
        '--w3m-background'
      ],
    ).toBe(`color-mix(in srgb, #00bb7f 100%, ${MODAL_BACKGROUND.light})`);
  });

  it('mixes nothing without a colour or at strength 0', () => {
    expect(frameThemeVariables('dark', { '--w3m-color-mix-strength': 40 })['--w3m-background']).toBe(
      MODAL_BACKGROUND.dark,
    );
    expect(
      frameThemeVariables('dark', { '--w3m-color-mix': '#00bb7f', '--w3m-color-mix-strength': 0 })[
        '--w3m-background'
      ],
    ).toBe(MODAL_BACKGROUND.dark);
  });
});
