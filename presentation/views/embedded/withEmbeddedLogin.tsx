import { type ComponentType } from 'react';
import { type EmbeddedLogin } from '../../../application/instance/embeddedLoginTypes';
import { errorToSnackbarText } from '../../../domain/errors/errorToSnackbarText';
import { LoadingIndicator } from '../../modal/LoadingIndicator';
import { type ViewProps } from '../../modal/ViewProps';
import { t } from './embeddedMessages';
import { useEmbeddedLogin } from './useEmbeddedLogin';
import { useEmbeddedStyles } from './useEmbeddedStyles';

/** What an embedded wallet's view receives: its history entry, and the embedded wallet, loaded. */
export interface EmbeddedViewProps extends ViewProps {
  readonly login: EmbeddedLogin;
}

/**
 * An embedded wallet's view, shown once the embedded wallet is loaded: a spinner until then, and
 * when its code cannot be fetched the SPEC §8 reason with Try again.
 */
export function withEmbeddedLogin(View: ComponentType<EmbeddedViewProps>): ComponentType<ViewProps> {
  return function EmbeddedLoginView({ entry }: ViewProps) {
    useEmbeddedStyles();
    const load = useEmbeddedLogin();
    switch (load.status) {
      case 'absent':
        // The registry shows the "not available" note before this code is even fetched.
        return null;
      case 'loading':
        return (
          <div data-testid={`view-${entry.view}`}>
            <LoadingIndicator label={t('embedded.loading')} />
          </div>
        );
      case 'failed':
        return (
          <div className="kp-login-step" data-testid={`view-${entry.view}`}>
            <div role="alert" className="kp-login-status">
              <p className="kp-heading">{t('embedded.loadFailed')}</p>
              <p className="kp-paragraph kp-text-danger">{errorToSnackbarText(load.error)}</p>
            </div>
            <button type="button" className="kp-button kp-button-primary" onClick={load.retry}>
              {t('connecting.tryAgain')}
            </button>
          </div>
        );
      case 'ready':
        return <View entry={entry} login={load.login} />;
    }
  };
}
