/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ModalStore } from '../../../../../application/modal/ModalStore';
import { TIMING_MS } from '../../../../../domain/constants/timing';
import { ScriptedEmbeddedLogin } from '../../../../fakes/ScriptedEmbeddedLogin';
import {
  accessibilityViolations,
  renderModalWithLogin,
  createLoginTestApp,
} from '../../support/embeddedLogin';
import { createTestApp, destroyTestApps, flush } from '../../support/presentationApp';

/** A ResizeObserver the test drives: it records what is observed and reports on command. */
class FakeResizeObserver {
  static readonly all: FakeResizeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.all.push(this);
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  report(): void {
    this.callback();
  }
}

/** Where the approval area is laid out; jsdom lays nothing out, so the test says. */
let areaRect = { top: 120, left: 460, width: 360, height: 600 };

beforeEach(() => {
  FakeResizeObserver.all.length = 0;
  Object.defineProperty(window, 'ResizeObserver', { value: FakeResizeObserver, configurable: true });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const rect = this.classList.contains('kp-approve') ? areaRect : { top: 0, left: 0, width: 0, height: 0 };
    return {
      ...rect,
      x: rect.left,
      y: rect.top,
      right: rect.left + rect.width,
      bottom: rect.top + rect.height,
      toJSON: () => rect,
    };
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  destroyTestApps();
  areaRect = { top: 120, left: 460, width: 360, height: 600 };
});

async function openApprove(embedded = true, awaitingApproval = true) {
  const login = new ScriptedEmbeddedLogin();
  // The core shows this view for a request waiting in the frame (ApprovalView), flagged first.
  login.setState({ awaitingApproval });
  const testApp = embedded ? createLoginTestApp() : createTestApp();
  const rendered = renderModalWithLogin(testApp.app, embedded ? login : undefined);
  await act(async () => testApp.core.open({ view: 'ApproveTransaction' }));
  await flush();
  return { ...testApp, ...rendered, login };
}

describe('ApproveTransaction (SPEC §2, §4; REFERENCE §4 the frame over the card)', () => {
  it('SPEC §4: opened by a host with no request waiting, it closes: nothing would ever end it', async () => {
    const { get } = await openApprove(true, false);
    await flush();
    expect(get(ModalStore).get().open).toBe(false);
  });

  it('holds the place of the frame: placeFrame gets its area as it shows, and says where to look', async () => {
    const { login } = await openApprove();
    expect(login.placements).toEqual([{ top: 120, left: 460, width: 360, height: 600 }]);
    expect(within(screen.getByTestId('view-ApproveTransaction')).getByRole('status').textContent).toBe(
      'Approve the request in the secure window',
    );
  });

  it('measures again when it or the card changes size, the window is resized, or anything scrolls', async () => {
    const { login } = await openApprove();
    const area = screen.getByTestId('view-ApproveTransaction');
    const observer = FakeResizeObserver.all.find((candidate) => candidate.observed.includes(area));
    expect(observer?.observed).toEqual([
      screen.getByTestId('view-ApproveTransaction'),
      screen.getByRole('dialog'),
    ]);

    areaRect = { top: 100, left: 440, width: 400, height: 560 };
    act(() => observer?.report());
    expect(login.placements.at(-1)).toEqual(areaRect);

    areaRect = { top: 80, left: 0, width: 390, height: 600 };
    fireEvent(window, new Event('resize'));
    expect(login.placements.at(-1)).toEqual(areaRect);

    areaRect = { top: 40, left: 0, width: 390, height: 600 };
    fireEvent.scroll(screen.getByRole('dialog').querySelector('.kp-body') as Element);
    expect(login.placements.at(-1)).toEqual(areaRect);
  });

  it('measures again when an animation or transition ends: a phone sheet slides in from below the screen, which no size observer sees', async () => {
    const { login } = await openApprove();
    const card = screen.getByRole('dialog');

    areaRect = { top: 300, left: 0, width: 390, height: 520 };
    fireEvent.animationEnd(card);
    expect(login.placements.at(-1)).toEqual(areaRect);

    areaRect = { top: 280, left: 0, width: 390, height: 540 };
    fireEvent.transitionEnd(card.querySelector('.kp-approve') as Element);
    expect(login.placements.at(-1)).toEqual(areaRect);
  });

  it('SPEC §4: closing is refused while it shows (the card shakes for 500 ms); placeFrame keeps its area', async () => {
    const { core, get, clock, login } = await openApprove();
    await act(async () => {
      await core.close();
    });
    expect(get(ModalStore).get()).toMatchObject({ open: true, shake: true });
    expect(screen.getByRole('dialog').className).toContain('kp-shake');
    act(() => clock.advance(TIMING_MS.shake));
    expect(get(ModalStore).get().shake).toBe(false);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await flush();
    expect(get(ModalStore).get().open).toBe(true);
    expect(login.placements).not.toContain(undefined);
  });

  it('SPEC §4: a forced close closes it, and the frame is hidden (placeFrame(undefined)) as the view goes', async () => {
    const { core, get, login } = await openApprove();
    await act(async () => {
      await core.close({ force: true });
    });
    await flush();
    expect(get(ModalStore).get().open).toBe(false);
    expect(login.placements.at(-1)).toBeUndefined();
    const areaObserver = FakeResizeObserver.all.find((observer) =>
      observer.observed.some((element) => element.classList.contains('kp-approve')),
    );
    expect(areaObserver?.disconnected).toBe(true);
    // Nothing measures any more.
    const count = login.placements.length;
    fireEvent(window, new Event('resize'));
    expect(login.placements).toHaveLength(count);
  });

  it("SPEC §2: without an embedded wallet the view is not available, and the visitor's close (Escape, Close) is never refused there", async () => {
    const { core, get } = await openApprove(false);
    expect(screen.getByTestId('view-ApproveTransaction').textContent).toBe(
      'This screen is not available on this site.',
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await flush();
    expect(get(ModalStore).get()).toMatchObject({ open: false, shake: false });

    await act(async () => core.open({ view: 'ApproveTransaction' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(get(ModalStore).get().open).toBe(false);
  });

  it("SPEC §4: with the embedded wallet, the visitor's Close button is refused too", async () => {
    const { get } = await openApprove();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(get(ModalStore).get()).toMatchObject({ open: true, shake: true });
  });

  it('accessibility: breaks no WCAG A/AA rule axe checks', async () => {
    const { container } = await openApprove();
    expect(await accessibilityViolations(container)).toEqual([]);
  });
});
