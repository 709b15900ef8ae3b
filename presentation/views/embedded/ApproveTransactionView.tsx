import { useCallback, useEffect, useRef } from 'react';
import { type FrameArea } from '../../../application/instance/embeddedLoginTypes';
import { useKeyport } from '../../react/KeyportAppContext';
import { t } from './embeddedMessages';
import { useFramePlacement } from './useFramePlacement';
import { type EmbeddedViewProps, withEmbeddedLogin } from './withEmbeddedLogin';

/**
 * ApproveTransaction (SPEC §2, §4): a request of the site waits for the visitor's approval in the
 * embedded wallet's secure frame, which is drawn over this view's area. The view holds the place
 * and says where to look (read by screen readers, and seen while the frame draws). Closing the
 * modal is refused here unless the product forces it (SPEC §4): the request would be left hanging.
 */
function ApproveTransaction({ login }: EmbeddedViewProps) {
  const keyport = useKeyport('ApproveTransactionView');
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A host may open this view by name with no request waiting: nothing would ever be approved or
    // rejected here, so the SPEC §4 close block (a request left hanging) must not hold the visitor.
    if (!login.getState().awaitingApproval) void keyport.close({ force: true });
  }, [keyport, login]);
  const placeFrame = useCallback((place: FrameArea | undefined) => login.placeFrame(place), [login]);
  useFramePlacement(area, placeFrame);
  return (
    <div ref={area} className="kp-approve" data-testid="view-ApproveTransaction">
      <p className="kp-paragraph" role="status">
        {t('approve.text')}
      </p>
    </div>
  );
}

export const ApproveTransactionView = withEmbeddedLogin(ApproveTransaction);
