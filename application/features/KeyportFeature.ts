import { type interfaces } from 'inversify';
import { type Subscription } from 'rxjs';

/**
 * A part of the product a page loads only when the visitor reaches it (the Account view's tabs,
 * later send, swap and buy): its stores and use cases, and what it keeps running. The view that
 * needs it enables it on the core (`Keyport.enable`), so its code travels in that view's
 * chunk instead of in what every page loads before the first click.
 */
export interface KeyportFeature {
  /** Unique per feature; enabling one twice changes nothing. */
  readonly name: string;
  readonly module: interfaces.ContainerModule;
  /** Features whose use cases this one's use cases inject: enabled first. */
  readonly requires?: readonly KeyportFeature[];
  /** Starts what the feature keeps running; the core ends it on destroy. */
  start?(container: interfaces.Container): Subscription;
}

/** The container of the core a feature is enabled on (bound by `buildKeyportContainer`). */
export const KeyportContainer: unique symbol = Symbol.for('keyport.Container');
