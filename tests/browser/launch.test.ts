import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { launchBrowser, seriousAccessibilityViolations } from './support/launchBrowser';

/** The browser harness itself: Debian's Chromium starts with the project's flags and axe runs in it. */
describe('browser harness', () => {
  it('opens a local page, reads it, and axe reports a missing form label as serious', async () => {
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(
        '<!doctype html><html lang="en"><title>t</title><main><h1>Hello</h1><input type="text"></main></html>',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(await page.textContent('h1')).toBe('Hello');
      const violations = await seriousAccessibilityViolations(page);
      expect(violations.map((v) => v.id)).toContain('label');
    } finally {
      await browser.close();
      server.close();
    }
  }, 60_000);
});
