import { createRoot } from 'react-dom/client';
import { AccountButton } from '../components/AccountButton';
import { AppKitButton, type AppKitButtonProps } from '../components/AppKitButton';
import { ConnectButton } from '../components/ConnectButton';
import { NetworkButton } from '../components/NetworkButton';
import { buttonElementProps } from './buttonElementProps';
import { type ButtonElementKind } from './buttonElementNames';

/** An element's React root: rendered again when an attribute changes, unmounted when it leaves. */
export interface MountedButtonElement {
  render(): void;
  unmount(): void;
}

/** The network button takes only these three of the element's attributes. */
function networkButtonProps({ label, disabled, size }: AppKitButtonProps) {
  return {
    ...(label === undefined ? {} : { label }),
    ...(disabled === undefined ? {} : { disabled }),
    ...(size === undefined ? {} : { size }),
  };
}

function ButtonOfKind({
  kind,
  props,
}: {
  readonly kind: ButtonElementKind;
  readonly props: AppKitButtonProps;
}) {
  switch (kind) {
    case 'appkit':
      return <AppKitButton {...props} />;
    case 'connect':
      return <ConnectButton {...props} />;
    case 'account':
      return <AccountButton {...props} />;
    case 'network':
      return <NetworkButton {...networkButtonProps(props)} />;
  }
}

/**
 * Renders the element's button into the element itself, in a React root of its own and outside
 * any KeyportProvider, so it works with the page's default instance (`createAppKit`'s).
 */
export function mountButtonElement(element: HTMLElement, kind: ButtonElementKind): MountedButtonElement {
  const root = createRoot(element);
  const render = (): void => root.render(<ButtonOfKind kind={kind} props={buttonElementProps(element)} />);
  render();
  return { render, unmount: () => root.unmount() };
}
