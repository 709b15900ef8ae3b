import { type ConnectionEnd } from '../../../domain/connection/ConnectionEnd';
import { translator } from '../../messages/translator';
import { connectingMessages } from './connectingMessages';

const t = translator(connectingMessages);

/**
 * What a connecting view says once the wallet did not connect (SPEC §4): "Connection declined"
 * after the visitor said no, the SPEC §8 "A request is already open in your wallet" when the
 * wallet still shows an earlier request, "Connection failed" with the reason otherwise. The
 * view's Try again follows it.
 */
export function ConnectionEndText({ end }: { readonly end: ConnectionEnd }) {
  switch (end.status) {
    case 'declined':
      return (
        <>
          <p className="kp-heading">{t('connecting.declined')}</p>
          <p className="kp-paragraph kp-text-muted">{t('connecting.declinedHint')}</p>
        </>
      );
    case 'pending':
      return (
        <>
          <p className="kp-heading">{t('connecting.pending')}</p>
          <p className="kp-paragraph kp-text-muted">{t('connecting.pendingHint')}</p>
        </>
      );
    case 'failed':
      return (
        <>
          <p className="kp-heading">{t('connecting.failed')}</p>
          <p className="kp-paragraph kp-text-danger">{end.message}</p>
        </>
      );
  }
}
