import { act, render, type RenderResult } from '@testing-library/react';
import { type ReactElement } from 'react';
import { type interfaces } from 'inversify';
import { type Keyport } from '../../../../application/instance/Keyport';
import { ModalRoot } from '../../../../presentation/modal/ModalRoot';
import { KeyportContext } from '../../../../presentation/react/KeyportAppContext';
import {
  createTestCore,
  settle,
  settleFully,
  type TestCore,
  type TestCoreSetup,
} from '../../../support/createTestCore';

/** A test's instance with its container, to arrange and read the state the views show. */
export interface KeyportApp {
  readonly core: Keyport;
  resolve<T>(token: interfaces.ServiceIdentifier<T>): T;
}

/** A started test core and the app the React layer reads (`{ core, resolve: get }`). */
export interface PresentationTestApp extends TestCore {
  readonly app: KeyportApp;
}

const started: TestCore[] = [];

export function createTestApp(setup: TestCoreSetup = {}): PresentationTestApp {
  const testCore = createTestCore(setup);
  started.push(testCore);
  return { ...testCore, app: { core: testCore.core, resolve: testCore.get } };
}

/** Ends every core the test created (their timers and subscriptions). */
export function destroyTestApps(): void {
  for (const testCore of started.splice(0)) testCore.core.destroy();
}

/** Renders `ui` inside the app, as the modal renders its views. */
export function renderInApp(ui: ReactElement, app: KeyportApp): RenderResult {
  return render(<KeyportContext.Provider value={app.core}>{ui}</KeyportContext.Provider>);
}

/** Renders the modal's root for the app (the dialog shows once the modal is open). */
export function renderModal(app: KeyportApp): RenderResult {
  return render(<ModalRoot keyport={app.core} />);
}

/** Lets pending promises (adapter calls, lazy views) settle inside React's act. */
export async function flush(): Promise<void> {
  await act(async () => {
    await settle();
  });
}

/**
 * Lets every pending promise chain run to its end inside React's act, however many turns it takes
 * (an action that loads its feature first adds turns).
 */
export async function flushFully(): Promise<void> {
  await act(async () => {
    await settleFully();
  });
}
