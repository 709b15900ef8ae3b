import { type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { capture, expectConnectedAs, expectModalClosed, expectView, setThemeMode } from './support/demoSite';
import { DESKTOP, PHONE, type Viewport, viewportLabel } from './support/visitors';

const SHOTS = 'embedded-e2e';

interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly code?: string;
  readonly link?: string;
}

const scenarios = useBrowserScenarios();

async function mailboxOf(email: string): Promise<Mail[]> {
  const answer = await fetch(
    `${scenarios.stack().devstack.walletServiceUrl}/mailbox?to=${encodeURIComponent(email)}`,
  );
  return (await answer.json()) as Mail[];
}

/** Waits for the `count`-th mail to `email` and answers it. */
async function nthMail(email: string, count: number): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mails = await mailboxOf(email);
    const mail = mails[count - 1];
    if (mail !== undefined) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail number ${count} to ${email}`);
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

async function shoot(page: Page, name: string, viewport: Viewport = DESKTOP): Promise<void> {
  for (const mode of ['light', 'dark'] as const) {
    await setThemeMode(page, mode);
    await capture(page, `${SHOTS}/${name}-${viewportLabel(viewport)}-${mode}`);
  }
}

describe('the embedded wallet end to end on the demo', () => {
  it(
    'SPEC §4 email login on a new device: the mailed device link, then the mailed code; connected',
    async () => {
      const page = await scenarios.visit();
      const email = 'ada@example.com';
      await page.getByTestId('connect-button').click();
      await expectView(page, 'Connect');
      await page.getByTestId('email-input').fill(email);
      await shoot(page, 'connect-email');
      await page.getByTestId('email-submit').click();
      await expectView(page, 'EmailVerifyDevice');
      await shoot(page, 'device');
      const link = (await nthMail(email, 1)).link;
      expect(link).toBeDefined();
      const opened = await fetch(link ?? '');
      expect(opened.status).toBe(200);
      await expectView(page, 'EmailVerifyOtp');
      await shoot(page, 'otp');
      const code = (await nthMail(email, 2)).code ?? '';
      await typeCode(page, code);
      await expectModalClosed(page);
      await page.getByTestId('account-button-address').waitFor();
      console.log(await page.getByTestId('account-button-address').textContent());
    },
    SCENARIO_TIMEOUT_MS,
  );
});
void PHONE;
void expectConnectedAs;
