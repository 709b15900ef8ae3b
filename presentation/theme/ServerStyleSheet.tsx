import { useSyncExternalStore } from 'react';

const noSubscription = (): (() => void) => () => undefined;

/**
 * A stylesheet as a React `<style>` resource, rendered only on the server and while the client
 * hydrates that markup (so both agree): a server-rendered page is styled before its script runs.
 * A page rendered in the browser gets no inline `<style>`; the sheet is adopted instead
 * (useStyleSheet), which a strict Content-Security-Policy allows.
 */
export function ServerStyleSheet({ id, css }: { readonly id: string; readonly css: string }) {
  const onServer = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return onServer ? (
    <style href={id} precedence="keyport">
      {css}
    </style>
  ) : null;
}
