import { act, render, type RenderResult } from '@testing-library/react';
import { type ReactElement } from 'react';
import { type KeyportApp, rememberContainer } from '../../../../presentation/app/instanceContainers';
import { ModalRoot } from '../../../../presentation/modal/ModalRoot';
import { KeyportContext } from '../../../../presentation/react/KeyportAppContext';
import { createTestCore, settle, type TestCore, type TestCoreSetup } from '../../../support/createTestCore';

/** A started test core and the app the React layer reads (`{ core, resolve: get }`). */
export interface PresentationTestApp extends TestCore {
  readonly app: KeyportApp;
}

const started: TestCore[] = [];

export function createTestApp(setup: TestCoreSetup = {}): PresentationTestApp {
  const testCore = createTestCore(setup);
  started.push(testCore);
  // Views that still resolve classes find the test core's container, as a page's instance's.
  rememberContainer(testCore.core, testCore.get);
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
