import { type Locator, type Page } from 'playwright-core';
import { type Interaction } from './scenarios';

/** The pointer's way onto the button: where it starts, how many moves, how long between them (ms). */
const APPROACH = { from: { x: 40, y: 760 }, moves: 8, everyMs: 16 } as const;
/** How long the pointer rests on the button before pressing, and how long the press lasts (ms). */
const HOVER_MS = 100;
const PRESS_MS = 70;

async function centreOf(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  if (box === null) throw new Error('The opener has no box on the page');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The visitor clicks `target` the way the scenario says (see Interaction). */
export async function interact(page: Page, target: Locator, interaction: Interaction): Promise<void> {
  const centre = await centreOf(target);
  if (interaction === 'instant') {
    await page.mouse.click(centre.x, centre.y);
    return;
  }
  const { from, moves, everyMs } = APPROACH;
  await page.mouse.move(from.x, from.y);
  for (let step = 1; step <= moves; step += 1) {
    await page.waitForTimeout(everyMs);
    const share = step / moves;
    await page.mouse.move(from.x + (centre.x - from.x) * share, from.y + (centre.y - from.y) * share);
  }
  await page.waitForTimeout(HOVER_MS);
  await page.mouse.down();
  await page.waitForTimeout(PRESS_MS);
  await page.mouse.up();
}
