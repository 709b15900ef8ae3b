import { type Locator, type Page } from 'playwright-core';
// Declares the page's `window.severalInstances` for the functions run in the page.
import type {} from './pageGlobals';
import { shortAddress, waitForText } from '../demoSite';

/** The page's two instances: the default one (the shop's corner) and `bank` (in a KeyportProvider). */
export type InstanceName = 'default' | 'bank';

/** The part of the page whose buttons work with the instance. */
export function corner(page: Page, instance: InstanceName): Locator {
  return page.getByTestId(instance === 'default' ? 'shop' : 'bank');
}

/** The instance's modal container (`data-keyport-modal`), present once its modal first opened. */
export function modalRootOf(page: Page, instance: InstanceName): Locator {
  return page.locator(`[data-keyport-modal="${instance}"]`);
}

/** The instance's open dialog. */
export function dialogOf(page: Page, instance: InstanceName): Locator {
  return modalRootOf(page, instance).getByTestId('modal');
}

/** Waits until the instance's dialog shows `view`; returns the view's root. */
export async function expectInstanceView(page: Page, instance: InstanceName, view: string): Promise<Locator> {
  const root = dialogOf(page, instance).getByTestId(`view-${view}`);
  await root.waitFor();
  return root;
}

/** The address of the wallet the page gave the instance. */
export async function walletAddressOf(page: Page, instance: InstanceName): Promise<string> {
  const address = await page.evaluate(
    (name) =>
      name === 'default'
        ? window.severalInstances?.shopWalletAddress
        : window.severalInstances?.bankWalletAddress,
    instance,
  );
  if (address === undefined) throw new Error('The page did not start its instances');
  return address;
}

/**
 * From the instance's own Connect button: its modal lists the page's wallets, the visitor picks
 * the one with `walletRdns`, and the instance's account button shows that wallet's address.
 */
export async function connectInstance(page: Page, instance: InstanceName, walletRdns: string): Promise<void> {
  await corner(page, instance).getByTestId('connect-button').click();
  const connect = await expectInstanceView(page, instance, 'Connect');
  await connect.getByTestId(`wallet-${walletRdns}`).click();
  await dialogOf(page, instance).waitFor({ state: 'detached' });
  await expectConnected(page, instance);
}

/** Waits until the instance's account button shows its own wallet's address. */
export async function expectConnected(page: Page, instance: InstanceName): Promise<void> {
  const address = await walletAddressOf(page, instance);
  await waitForText(
    corner(page, instance).getByTestId('account-button-address'),
    shortAddress(address),
    20_000,
  );
}

/** What the instance's hooks say on the page: status, address and network. */
export async function stateLineOf(page: Page, instance: InstanceName): Promise<string> {
  return (await page.getByTestId(instance === 'default' ? 'shop-state' : 'bank-state').textContent()) ?? '';
}
