import { type Page } from 'playwright-core';

/** What has focus: its test id, or its tag name when it has none. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('data-testid') ?? active?.tagName.toLowerCase() ?? 'nothing';
  });
}

/** Whether focus is inside the open modal dialog. */
export function focusIsInModal(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[data-testid="modal"]');
    return dialog !== null && document.activeElement !== null && dialog.contains(document.activeElement);
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's test id matches, as a keyboard visitor
 * would; fails with the stops it passed when it gets there in no more than `maxStops` presses.
 */
export async function tabTo(
  page: Page,
  wanted: string | RegExp,
  options: { readonly backwards?: boolean; readonly maxStops?: number } = {},
): Promise<void> {
  const matches = (id: string): boolean => (typeof wanted === 'string' ? id === wanted : wanted.test(id));
  const passed: string[] = [];
  let focused = await focusedElement(page);
  for (let stop = 0; !matches(focused); stop += 1) {
    if (stop === (options.maxStops ?? 20))
      throw new Error(`Tab never reached ${String(wanted)}; it passed ${passed.join(' → ')}`);
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    focused = await focusedElement(page);
    passed.push(focused);
  }
}

/** Presses `key` and waits until focus is on the element with test id `testId`. */
export async function pressAndExpectFocus(page: Page, key: string, testId: string): Promise<void> {
  await page.keyboard.press(key);
  await page
    .waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, testId, {
      timeout: 5_000,
    })
    .catch(async () => {
      throw new Error(`After ${key}, focus is on ${await focusedElement(page)}, not ${testId}`);
    });
}
