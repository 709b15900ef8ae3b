import { act } from '@testing-library/react';
import { resetAppKit } from '../../../../presentation/app/createAppKit';

interface Destroyable {
  destroy(): Promise<void>;
}

const kept: Destroyable[] = [];

/** Keeps an instance a test made on the page, for `endPageInstances` to destroy after it. */
export function keepInstance<T extends Destroyable>(keyport: T): T {
  kept.push(keyport);
  return keyport;
}

/** Destroys every instance kept and the page's default (their modals leave), and clears storage. */
export async function endPageInstances(): Promise<void> {
  await act(async () => {
    await Promise.all(kept.splice(0).map((keyport) => keyport.destroy()));
    resetAppKit();
  });
  window.localStorage.clear();
}
