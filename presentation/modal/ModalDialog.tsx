import { type MouseEvent, Suspense, useCallback, useId, useRef, useState } from 'react';
import { ModalService } from '../../application/modal/ModalService';
import { ModalStore } from '../../application/modal/ModalStore';
import { RouterStore } from '../../application/router/RouterStore';
import { PickedWallets } from '../../application/wallets/PickedWallets';
import { currentView } from '../../domain/router/RouterState';
import { type RouteEntry } from '../../domain/router/View';
import { t } from '../messages/t';
import { useKeyportApp } from '../react/KeyportAppContext';
import { useStoreState } from '../react/useStoreState';
import { LoadingIndicator } from './LoadingIndicator';
import { RenderErrorBoundary, routeResetKey } from './RenderErrorBoundary';
import { RenderFailure } from './RenderFailure';
import { reportRenderError } from './reportRenderError';
import { ModalHeader } from './ModalHeader';
import { Snackbar } from './Snackbar';
import { isAvailableView } from './availableViews';
import { UnavailableView } from './UnavailableView';
import { useCloseOnEscape } from './useCloseOnEscape';
import { useDialogFocus } from './useDialogFocus';
import { ViewFrame } from './ViewFrame';
import { stringData } from './ViewProps';
import { retryFailedViewLoads, VIEW_COMPONENTS } from './viewRegistry';

/**
 * A wallet's connecting views are titled with the wallet's name, a send's confirmation as sent;
 * the others with their own title.
 */
function viewTitle(entry: RouteEntry, picked: PickedWallets): string {
  if (entry.data?.['sent'] === true) return t('title.sent');
  const walletId = stringData(entry.data, 'walletId');
  const wallet = walletId === undefined ? undefined : picked.get(walletId)?.wallet;
  return wallet?.name ?? t(`title.${entry.view}`);
}

/**
 * The open modal: a labelled modal dialog over a backdrop, holding the header, the current view
 * of the SPEC §2 history and the snackbar. Escape and a click on the backdrop ask to close; the
 * close may be refused (SPEC §4), and then the card shakes for 500 ms. A view that fails to
 * render (or to load) is replaced by a short message with Back and Close, the host is told
 * (`MODAL_ERROR`), and going to another view renders again.
 */
export function ModalDialog() {
  const app = useKeyportApp('ModalDialog');
  const modal = app.resolve(ModalService);
  const { shake } = useStoreState(app.resolve(ModalStore));
  const { history } = useStoreState(app.resolve(RouterStore));
  const entry = currentView({ history });
  const picked = app.resolve(PickedWallets);
  const titleId = useId();
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  const pressStartedOnBackdrop = useRef(false);
  useDialogFocus(dialog);

  const close = useCallback(() => void modal.close(), [modal]);
  const goBack = useCallback(() => void modal.goBack(), [modal]);
  useCloseOnEscape(close);

  // Only a click that starts and ends on the backdrop closes: a text selection dragged out of the
  // card must not.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>): void => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>): void => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) close();
    pressStartedOnBackdrop.current = false;
  };

  const View = isAvailableView(entry.view) ? VIEW_COMPONENTS[entry.view] : UnavailableView;
  return (
    <div className="kp-overlay" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={setDialog}
        className={shake ? 'kp-card kp-shake' : 'kp-card'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="modal"
        data-view={entry.view}
      >
        <ModalHeader
          titleId={titleId}
          title={viewTitle(entry, picked)}
          canGoBack={history.length > 1}
          onBack={goBack}
          onClose={close}
        />
        <div className="kp-body">
          <Suspense fallback={<LoadingIndicator label={t('modal.loading')} />}>
            <RenderErrorBoundary
              resetKey={routeResetKey(history)}
              onError={(error) => {
                reportRenderError(app, entry.view, error);
                retryFailedViewLoads();
              }}
              fallback={<RenderFailure canGoBack={history.length > 1} onBack={goBack} onClose={close} />}
            >
              <ViewFrame key={entry.view} dialog={dialog}>
                <View entry={entry} />
              </ViewFrame>
            </RenderErrorBoundary>
          </Suspense>
        </div>
        <Snackbar />
      </div>
    </div>
  );
}
