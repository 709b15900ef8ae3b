import {
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useWalletInfo,
} from '../../../presentation/index';
import { HookPanel } from './HookPanel';

// One component per hook, so each panel re-renders only when its own hook's value changes.

export function AccountPanel() {
  return (
    <HookPanel
      hook="useAppKitAccount()"
      description="The connected account of the active namespace."
      value={useAppKitAccount()}
      testId="demo-account"
    />
  );
}

export function WalletInfoPanel() {
  return (
    <HookPanel
      hook="useWalletInfo()"
      description="The connected wallet's name and icon."
      value={useWalletInfo()}
      testId="demo-wallet-info"
    />
  );
}

export function NetworkPanel() {
  return (
    <HookPanel
      hook="useAppKitNetwork()"
      description="The active network (switchNetwork is a function, not shown)."
      value={useAppKitNetwork()}
      testId="demo-network"
    />
  );
}

export function StatePanel() {
  return (
    <HookPanel
      hook="useAppKitState()"
      description="The modal's state."
      value={useAppKitState()}
      testId="demo-state"
    />
  );
}

export function EventsPanel() {
  return (
    <HookPanel
      hook="useAppKitEvents()"
      description="The last event Keyport published."
      value={useAppKitEvents()}
      testId="demo-event"
    />
  );
}
