import { type Locator, type Page } from 'playwright-core';

/** How one shown name is laid out, measured in the page. */
export interface NameLayout {
  readonly text: string;
  /** Lines it takes on screen. */
  readonly lines: number;
  /** Words the browser broke over two lines (each should sit on one line, cut or not). */
  readonly brokenWords: readonly string[];
  /** Part of it is hidden (more lines than shown, or a word wider than its box). */
  readonly cut: boolean;
  /** Where cut, it ends in an ellipsis: text-overflow and the two-line clamp both say so. */
  readonly endsInEllipsis: boolean;
}

/**
 * The layout of each element `names` matches: its height in lines, and, word by word, whether a
 * word's glyphs sit on more than one line (a range over the word has boxes at two heights).
 */
export async function nameLayouts(names: Locator): Promise<NameLayout[]> {
  return names.evaluateAll((elements) =>
    elements.map((element) => {
      const style = getComputedStyle(element);
      const brokenWords: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
          );
          if (tops.size > 1) brokenWords.push(word[0]);
        }
      }
      return {
        text: element.textContent ?? '',
        lines: Math.round(element.getBoundingClientRect().height / parseFloat(style.lineHeight)),
        brokenWords,
        cut: element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
        endsInEllipsis:
          style.textOverflow === 'ellipsis' && style.getPropertyValue('-webkit-line-clamp') === '2',
      };
    }),
  );
}

/**
 * The rule every wallet name follows: at most two lines, no word broken in two, and an ellipsis
 * wherever it is cut. Returns the names that break it, with how (an empty list is a pass).
 */
export function namesBreakingTheRule(layouts: readonly NameLayout[]): string[] {
  return layouts.flatMap((layout) => {
    const problems = [
      ...(layout.lines > 2 ? [`${layout.lines} lines`] : []),
      ...layout.brokenWords.map((word) => `"${word}" broken over two lines`),
      ...(layout.cut && !layout.endsInEllipsis ? ['cut without an ellipsis'] : []),
    ];
    return problems.length === 0 ? [] : [`${layout.text}: ${problems.join(', ')}`];
  });
}

/** The AllWallets grid's wallet tiles. */
export function allWalletsTiles(page: Page): Locator {
  return page.getByTestId('view-AllWallets').locator('[data-testid^="wallet-"]');
}

/**
 * Scrolls the AllWallets grid to its end until every page is loaded ("Load more" gone) and
 * returns how many tiles it shows then.
 */
export async function loadEveryWallet(page: Page): Promise<number> {
  const loadMore = page.getByTestId('all-wallets-load-more');
  await allWalletsTiles(page).first().waitFor();
  for (let pages = 1; (await loadMore.count()) > 0; pages += 1) {
    if (pages > 20) throw new Error('The wallet list never ended: more than 20 pages');
    const before = await allWalletsTiles(page).count();
    // The button may go away while it is scrolled to (the last page arrived): that is fine.
    await loadMore.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => undefined);
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('[data-testid="view-AllWallets"] [data-testid^="wallet-"]').length >
          count || document.querySelector('[data-testid="all-wallets-load-more"]') === null,
      before,
    );
  }
  return allWalletsTiles(page).count();
}
