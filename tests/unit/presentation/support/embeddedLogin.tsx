import { render, type RenderResult } from '@testing-library/react';
import axe from 'axe-core';
import { type ReactElement } from 'react';
import { ModalRoot } from '../../../../presentation/modal/ModalRoot';
import { KeyportContext } from '../../../../presentation/react/KeyportAppContext';
import { EmbeddedLoginContext } from '../../../../presentation/views/embedded/EmbeddedLoginContext';
import { type ScriptedEmbeddedLogin } from '../../../fakes/ScriptedEmbeddedLogin';
import { FakeFrameMessenger } from '../../../fakes/FakeFrameMessenger';
import { type TestCoreSetup } from '../../../support/createTestCore';
import { createTestApp, type KeyportApp, type PresentationTestApp } from './presentationApp';

/** Renders `ui` in the app as the modal renders its views, with `login` as the instance's embedded wallet. */
export function renderWithLogin(
  ui: ReactElement,
  app: KeyportApp,
  login: ScriptedEmbeddedLogin | undefined,
): RenderResult {
  return render(
    <KeyportContext.Provider value={app.core}>
      <EmbeddedLoginContext.Provider value={login?.loader}>{ui}</EmbeddedLoginContext.Provider>
    </KeyportContext.Provider>,
  );
}

/** Renders the app's modal with `login` as the instance's embedded wallet. */
export function renderModalWithLogin(
  app: KeyportApp,
  login: ScriptedEmbeddedLogin | undefined,
): RenderResult {
  return render(
    <EmbeddedLoginContext.Provider value={login?.loader}>
      <ModalRoot keyport={app.core} />
    </EmbeddedLoginContext.Provider>,
  );
}

/** A window as `window.open` gives it, which the visitor can close. */
export class FakePopup {
  closed = false;
  readonly location = { href: '' };
  close(): void {
    this.closed = true;
  }
}

/**
 * Spies on `window.open`: each call gets the next of `popups` (a blocked one when it is null), and
 * the spy's calls say when and with what it was called.
 */
export function spyOnWindowOpen(...popups: (FakePopup | null)[]): jest.SpyInstance {
  return jest.spyOn(window, 'open').mockImplementation(() => {
    const next = popups.shift();
    return (next ?? null) as Window | null;
  });
}

/**
 * The axe-core rules a rendered view breaks (WCAG A and AA), by id with the offending markup. Colour
 * contrast needs a layout engine and the label-in-name check a canvas (to tell icon fonts), which
 * jsdom lacks: a browser checks those.
 */
export async function accessibilityViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } },
  });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.html}`),
  );
}

/**
 * A test app whose instance can log in with the embedded wallet (a frame to hold it, played by the
 * test), so the Connect view offers email and social as the options say (`getLoginOptions`).
 */
export function createLoginTestApp(setup: TestCoreSetup = {}): PresentationTestApp {
  return createTestApp({ frame: new FakeFrameMessenger(), ...setup });
}
