import { type Locator, type Page } from 'playwright-core';

/**
 * The token picker of the Send and Swap views as a visitor uses it: the button showing the picked
 * token, the list it opens over the view, its search and its options.
 */

/** The symbol the picker button shows as picked (`''` when none is). */
export async function pickedSymbol(page: Page, picker: string): Promise<string> {
  return (await page.getByTestId(picker).getAttribute('data-picked')) ?? '';
}

/** Opens the picker's list by clicking its button; returns the list. */
export async function openTokenList(page: Page, picker: string): Promise<Locator> {
  await page.getByTestId(picker).click();
  const list = page.getByTestId(`${picker}-list`);
  await list.waitFor();
  return list;
}

/** Opens the picker and clicks the option of `symbol`; waits until the list has closed. */
export async function pickToken(page: Page, picker: string, symbol: string): Promise<void> {
  const list = await openTokenList(page, picker);
  await list.getByTestId(`${picker}-option-${symbol}`).click();
  await list.waitFor({ state: 'detached' });
}

/** The symbols the open list shows, in order. */
export async function listedSymbols(list: Locator, picker: string): Promise<string[]> {
  const ids = await list
    .locator(`[data-testid^="${picker}-option-"]`)
    .evaluateAll((options) => options.map((option) => option.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.slice(`${picker}-option-`.length));
}
