import { type Keyport } from '../../application/instance/Keyport';
import { DEFAULT_INSTANCE_NAME } from '../../application/instance/InstanceName';
import { InstanceNameInUseError } from '../../domain/errors/InstanceNameInUseError';
import { notifyPage } from './pageChanges';

/** The live instances of this page, by name; an instance leaves when it is destroyed. */
const live = new Map<string, Keyport>();
/** Instances that were on the page and were destroyed. */
const ended = new WeakSet<Keyport>();

/**
 * Refuses a name a live instance holds (`InstanceNameInUseError`): two instances under one name
 * would share stored keys and WalletConnect storage. Asked before the new instance is built, so a
 * refusal creates nothing.
 */
export function assertNameFree(name: string): void {
  if (live.has(name)) throw new InstanceNameInUseError(name);
}

/** Adds an instance to the page until it is destroyed. */
export function addPageInstance(keyport: Keyport): void {
  assertNameFree(keyport.name);
  live.set(keyport.name, keyport);
  notifyPage();
  keyport.onDestroy(() => {
    ended.add(keyport);
    if (live.get(keyport.name) === keyport) live.delete(keyport.name);
    notifyPage();
  });
}

/**
 * The page's default instance (named `default`: the one `createAppKit` makes), which hooks and
 * buttons outside any KeyportProvider use; undefined when there is none.
 */
export function defaultPageInstance(): Keyport | undefined {
  return live.get(DEFAULT_INSTANCE_NAME);
}

/** Whether `keyport` was on this page and has been destroyed (its modal must leave the page too). */
export function hasLeftPage(keyport: Keyport): boolean {
  return ended.has(keyport);
}
