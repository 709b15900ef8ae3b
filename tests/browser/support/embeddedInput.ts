import { type Page } from 'playwright-core';

/** Types a one-time code into the six cells, as a visitor does: the first cell, then the keys. */
export async function typeCode(page: Page, code: string | undefined): Promise<void> {
  if (code === undefined) throw new Error('There is no code to type');
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/**
 * A visitor's click on an element of the embedded wallet's frame (`frame`, a selector of the
 * iframe): the mouse at its place on the page, which Chromium routes into the frame's own
 * process. The playwright-core of this project cannot click inside an out-of-process frame of
 * Debian's Chromium: its hit-target check never settles there.
 */
export async function clickInFrame(page: Page, frame: string, testId: string): Promise<void> {
  const element = page.locator(frame);
  const inner = await element
    .contentFrame()
    .getByTestId(testId)
    .evaluate((found) => found.getBoundingClientRect().toJSON() as DOMRect);
  const outer = await element.boundingBox();
  if (outer === null) throw new Error('The frame is not shown');
  await page.mouse.click(outer.x + inner.x + inner.width / 2, outer.y + inner.y + inner.height / 2);
}
