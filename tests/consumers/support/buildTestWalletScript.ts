import { bundleBrowserScript } from '../../support/bundleBrowserScript';

/** Bundles the in-page test wallet into one classic script a test adds before any page loads. */
export function buildTestWalletScript(outputDir: string): Promise<string> {
  return bundleBrowserScript({
    entry: './tests/consumers/support/testWalletInPage.ts',
    outputDir,
    filename: 'test-wallet.js',
  });
}
