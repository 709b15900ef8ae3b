import { type MouseEvent, Suspense, useCallback, useId, useRef, useState } from 'react';
import { getModal } from '../../application/instance/actions/getModal';
import { getModalLayout } from '../../application/instance/actions/getModalLayout';
import { goBack } from '../../application/instance/actions/goBack';
import { reportModalError } from '../../application/instance/actions/reportModalError';
import { watchModal } from '../../application/instance/actions/watchModal';
import { t } from './modalMessages';
import { useKeyport } from '../react/KeyportAppContext';
import { useKeyportValue } from '../react/useKeyportValue';
import { DeveloperNoticeSlot } from './DeveloperNoticeSlot';
import { LoadingIndicator } from './LoadingIndicator';
import { RenderErrorBoundary, routeResetKey } from './RenderErrorBoundary';
import { RenderFailure } from './RenderFailure';
import { ModalHeader } from './ModalHeader';
import { Snackbar } from './Snackbar';
import { useEmbeddedLoginLoader } from '../views/embedded/EmbeddedLoginContext';
import { isAvailableView, isEmbeddedWalletView } from './availableViews';
import { UnavailableView } from './UnavailableView';
import { useCardHeightTransitions } from './useCardHeightTransitions';
import { useModalLayer } from './useModalLayer';
import { ViewFrame } from './ViewFrame';
import { viewTitle } from './viewTitle';
import { retryFailedViewLoads, VIEW_COMPONENTS } from './viewRegistry';

/**
 * The open modal: a labelled modal dialog over a backdrop, holding the header, the current view
 * of the SPEC §2 history and the snackbar. Escape and a click on the backdrop ask to close; the
 * close may be refused (SPEC §4), and then the card shakes for 500 ms. A view that fails to
 * render (or to load) is replaced by a short message with Back and Close, the host is told
 * (`MODAL_ERROR`), and going to another view renders again. On a phone it rises as a sheet, or
 * fills the screen when the site asks (`enableMobileFullScreen`). Between views the card's height
 * moves rather than jumps (`useCardHeightTransitions`).
 */
export function ModalDialog() {
  const keyport = useKeyport('ModalDialog');
  const modal = useKeyportValue(keyport, getModal, watchModal);
  const { fullScreenOnPhone } = getModalLayout(keyport);
  const entry = modal.route;
  const title = viewTitle(keyport, entry);
  const titleId = useId();
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const pressStartedOnBackdrop = useRef(false);

  // SPEC §2: a view this modal cannot show, or an embedded wallet's view where the instance has
  // none, is only the "not available" note. Nothing waits on it, so the visitor's close is never
  // refused there (SPEC §4 blocks ApproveTransaction for the request waiting on it).
  const hasEmbeddedWallet = useEmbeddedLoginLoader() !== undefined;
  const shown =
    isAvailableView(entry.view) && (hasEmbeddedWallet || !isEmbeddedWalletView(entry.view))
      ? entry.view
      : undefined;
  const close = useCallback(
    () => void keyport.close(shown === undefined ? { force: true } : {}),
    [keyport, shown],
  );
  const back = useCallback(() => void goBack(keyport), [keyport]);
  useModalLayer(dialog, close);
  useCardHeightTransitions(dialog, content, routeResetKey(modal));

  // Only a click that starts and ends on the backdrop closes: a text selection dragged out of the
  // card must not.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>): void => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>): void => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) close();
    pressStartedOnBackdrop.current = false;
  };

  const View = shown === undefined ? UnavailableView : VIEW_COMPONENTS[shown];
  return (
    <div className="kp-overlay" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={setDialog}
        className={`kp-card${fullScreenOnPhone ? ' kp-full-screen' : ''}${modal.shake ? ' kp-shake' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="modal"
        data-view={entry.view}
      >
        <ModalHeader
          titleId={titleId}
          title={title}
          canGoBack={modal.depth > 0}
          onBack={back}
          onClose={close}
        />
        <div className="kp-body">
          <div ref={setContent}>
            <DeveloperNoticeSlot />
            <Suspense fallback={<LoadingIndicator label={t('modal.loading')} />}>
              <RenderErrorBoundary
                resetKey={routeResetKey(modal)}
                onError={(error) => {
                  reportModalError(keyport, { view: entry.view, error });
                  retryFailedViewLoads();
                }}
                fallback={<RenderFailure canGoBack={modal.depth > 0} onBack={back} onClose={close} />}
              >
                <ViewFrame key={entry.view} dialog={dialog}>
                  <View entry={entry} />
                </ViewFrame>
              </RenderErrorBoundary>
            </Suspense>
          </div>
        </div>
        <Snackbar />
      </div>
    </div>
  );
}
