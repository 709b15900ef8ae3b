import { useId } from 'react';
import { t } from './accountMessages';

interface TabFailureProps {
  /** What could not be loaded, e.g. "Token balances could not be loaded." */
  readonly message: string;
  /** Seconds before Retry may be used (SPEC §9 balance retry gap); 0 when it may be now. */
  readonly retryInSeconds: number;
  readonly onRetry: () => void;
  readonly testId: string;
}

/**
 * A tab whose data could not be loaded says so, instead of looking empty, and offers Retry.
 * While a retry must wait, the button says how long and stays in the tab order, marked
 * unavailable, so focus does not jump when it becomes usable.
 */
export function TabFailure({ message, retryInSeconds, onRetry, testId }: TabFailureProps) {
  const messageId = useId();
  const waiting = retryInSeconds > 0;
  return (
    <div className="kp-empty" data-testid={testId}>
      <p id={messageId} className="kp-paragraph kp-text-danger">
        {message}
      </p>
      <button
        type="button"
        className="kp-button kp-footer"
        aria-disabled={waiting}
        aria-describedby={messageId}
        onClick={() => {
          if (!waiting) onRetry();
        }}
        data-testid={`${testId}-retry`}
      >
        {waiting ? t('account.retryIn', { seconds: retryInSeconds }) : t('account.retry')}
      </button>
    </div>
  );
}
