/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { ConnectButton } from '../../../../presentation/components/ConnectButton';
import { HOST_BUTTON_STYLE_ID } from '../../../../presentation/components/HostButton';
import { KeyportProvider } from '../../../../presentation/react/KeyportProvider';
import { addStyleSheet } from '../../../../presentation/theme/addStyleSheet';
import { createTestApp, destroyTestApps } from '../support/presentationApp';

/** What a browser with constructable stylesheets gives (jsdom has none): sheets that keep their text. */
class ConstructedSheet {
  text = '';
  replaceSync(css: string): void {
    this.text = css;
  }
}

function withConstructableSheets(): { sheets(): ConstructedSheet[]; restore(): void } {
  const original = window.CSSStyleSheet;
  window.CSSStyleSheet = ConstructedSheet as unknown as typeof CSSStyleSheet;
  let adopted: ConstructedSheet[] = [];
  Object.defineProperty(document, 'adoptedStyleSheets', {
    configurable: true,
    get: () => adopted,
    set: (next: ConstructedSheet[]) => (adopted = next),
  });
  return {
    sheets: () => adopted,
    restore: () => {
      window.CSSStyleSheet = original;
      delete (document as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    },
  };
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  destroyTestApps();
});

describe("Keyport's stylesheets under a strict Content-Security-Policy (style-src 'self', no 'unsafe-inline')", () => {
  it('are adopted as constructed sheets, once per id, with no <style> element the policy would block', () => {
    const browser = withConstructableSheets();
    try {
      addStyleSheet(document, 'kp-a', '.a { color: red }');
      addStyleSheet(document, 'kp-a', '.a { color: red }');
      addStyleSheet(document, 'kp-b', '.b { color: blue }');
      expect(browser.sheets().map((sheet) => sheet.text)).toEqual([
        '.a { color: red }',
        '.b { color: blue }',
      ]);
      expect(document.querySelector('style')).toBeNull();
    } finally {
      browser.restore();
    }
  });

  it("keep the host's own adopted sheets", () => {
    const browser = withConstructableSheets();
    try {
      const hostSheet = new ConstructedSheet();
      document.adoptedStyleSheets = [hostSheet as unknown as CSSStyleSheet];
      addStyleSheet(document, 'kp-c', '.c {}');
      expect(browser.sheets()).toEqual([hostSheet, { text: '.c {}' }]);
      // A host that sets its own list drops Keyport's sheet: the next call adopts the same one again.
      const keyportSheet = browser.sheets()[1];
      document.adoptedStyleSheets = [hostSheet as unknown as CSSStyleSheet];
      addStyleSheet(document, 'kp-c', '.c {}');
      expect(browser.sheets()).toEqual([hostSheet, keyportSheet]);
      expect(browser.sheets()[1]).toBe(keyportSheet);
    } finally {
      browser.restore();
    }
  });

  it('fall back to one <style> element per id where the browser cannot adopt sheets', () => {
    addStyleSheet(document, 'kp-d', '.d { color: red }');
    addStyleSheet(document, 'kp-d', '.d { color: red }');
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(document.getElementById('kp-d')?.textContent).toBe('.d { color: red }');
  });

  it('server-rendered buttons carry their sheet in the markup and hydrate without a mismatch', async () => {
    const { app } = createTestApp();
    const page = (
      <KeyportProvider keyport={app.core}>
        <ConnectButton />
      </KeyportProvider>
    );
    const html = renderToString(page);
    expect(html).toContain('.kp-host-button');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });
    expect(recoverableErrors).toEqual([]);
    expect(container.querySelector('[data-testid="connect-button"]')).not.toBeNull();
    // Once hydrated, the client adds the sheet its own way too (here jsdom's fallback).
    expect(document.getElementById(HOST_BUTTON_STYLE_ID)?.textContent).toContain('.kp-host-button');
  });
});
