import { useId } from 'react';
import { toDisplayJson } from './toDisplayJson';

interface HookPanelProps {
  /** The hook's call as a host writes it, e.g. `useAppKitAccount()`. */
  readonly hook: string;
  readonly description: string;
  readonly value: unknown;
  /** The value's element, for browser tests that read it. */
  readonly testId: string;
}

/** One hook's live value, as JSON. */
export function HookPanel({ hook, description, value, testId }: HookPanelProps) {
  const titleId = useId();
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-title">
        <code>{hook}</code>
      </h2>
      <p className="panel-description">{description}</p>
      <pre className="panel-value" data-testid={testId} tabIndex={0} aria-label={`${hook} value`}>
        {toDisplayJson(value)}
      </pre>
    </section>
  );
}
