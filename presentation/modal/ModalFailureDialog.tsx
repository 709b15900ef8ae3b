import { useCallback, useId, useState } from 'react';
import { ModalService } from '../../application/modal/ModalService';
import { RouterStore } from '../../application/router/RouterStore';
import { t } from '../messages/t';
import { useKeyportApp } from '../react/KeyportAppContext';
import { useStoreState } from '../react/useStoreState';
import { RenderFailure } from './RenderFailure';
import { useCloseOnEscape } from './useCloseOnEscape';
import { useDialogFocus } from './useDialogFocus';

/**
 * The dialog that stands in for the whole modal when the modal itself failed to render (its
 * header, or what a view's failure could not contain): the same labelled modal dialog, saying so,
 * with Back when there is history and Close. Close is forced: with the modal broken, no SPEC §4
 * block (a view that must stay open) can be honoured, and the visitor must never be stuck. Escape
 * and the backdrop close too, as in the working dialog.
 */
export function ModalFailureDialog() {
  const app = useKeyportApp('ModalFailureDialog');
  const modal = app.resolve(ModalService);
  const { history } = useStoreState(app.resolve(RouterStore));
  const titleId = useId();
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  useDialogFocus(dialog);
  const close = useCallback(() => void modal.close({ force: true }), [modal]);
  useCloseOnEscape(close);

  return (
    <div
      className="kp-overlay"
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={setDialog}
        className="kp-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="modal"
        data-view="failure"
      >
        <div className="kp-header">
          <span />
          <h2 id={titleId} className="kp-title">
            {t('failure.title')}
          </h2>
          <span />
        </div>
        <div className="kp-body">
          <RenderFailure canGoBack={history.length > 1} onBack={() => void modal.goBack()} onClose={close} />
        </div>
      </div>
    </div>
  );
}
