import { Component, type ReactNode } from 'react';

interface RenderErrorBoundaryProps {
  /** When this changes after a failure (the visitor went back, or to another view), children render again. */
  readonly resetKey: string;
  /** Told once per failure; the host hears of it from here. */
  readonly onError: (error: unknown) => void;
  /** What shows instead of the children that failed. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Catches what the children throw while rendering (or in their effects, or while loading their
 * code) and shows `fallback` in their place, so a failure leaves a message the visitor can act
 * on rather than an empty modal that never renders again. The children are tried again as soon
 * as `resetKey` changes; the boundary itself unmounts when the modal closes, so reopening starts
 * afresh. A class, since React catches render errors only through a class's lifecycle.
 */
/**
 * The key both boundaries reset on: the history's depth and the view on top, so navigating
 * anywhere (back, or to another view) gives a failed view a fresh try.
 */
export function routeResetKey(modal: {
  readonly depth: number;
  readonly route: { readonly view: string };
}): string {
  return `${modal.depth}:${modal.route.view}`;
}

export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { readonly failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override componentDidUpdate(previous: RenderErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
