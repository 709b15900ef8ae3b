import { inject, injectable } from 'inversify';
import { ModalService } from '../modal/ModalService';
import { ModalStore } from '../modal/ModalStore';
import { RouterService } from '../router/RouterService';
import { RouterStore } from '../router/RouterStore';
import { EmbeddedLoginStore } from './EmbeddedLoginStore';
import { type FrameArea } from './EmbeddedLogin';
import { FrameClient } from './FrameClient';

/**
 * The ApproveTransaction view while an unsafe request waits for the visitor in the frame (SPEC
 * §6): pushed over the view shown, or the modal opened on it when it was closed (a site's own
 * button asked for a signature); left once no such request waits, the modal closing again if it
 * was opened for it. SPEC §4: the visitor cannot close the modal meanwhile; only the product does.
 */
@injectable()
export class ApprovalView {
  private openedForApproval = false;

  constructor(
    @inject(ModalStore) private readonly modalStore: ModalStore,
    @inject(ModalService) private readonly modal: ModalService,
    @inject(RouterStore) private readonly routerStore: RouterStore,
    @inject(RouterService) private readonly router: RouterService,
    @inject(EmbeddedLoginStore) private readonly store: EmbeddedLoginStore,
    @inject(FrameClient) private readonly frame: FrameClient,
  ) {}

  /** An unsafe request was sent to the frame. */
  requested(): void {
    this.store.set({ awaitingApproval: true });
    if (this.modalStore.get().open) {
      this.router.push({ view: 'ApproveTransaction' });
      return;
    }
    this.openedForApproval = true;
    void this.modal.open({ view: 'ApproveTransaction' });
  }

  /** An unsafe request was answered or aborted; `othersWaiting`: another one still waits. */
  settled(othersWaiting: boolean): void {
    if (othersWaiting) return;
    this.store.set({ awaitingApproval: false });
    this.place(undefined);
    const opened = this.openedForApproval;
    this.openedForApproval = false;
    const { history } = this.routerStore.get();
    if (!this.modalStore.get().open || history[history.length - 1]?.view !== 'ApproveTransaction') return;
    if (opened || history.length === 1) void this.modal.close({ force: true });
    else this.router.goBackToIndex(history.length - 2);
  }

  /** Shows the frame over `area` while a request waits for approval, and only then. */
  place(area: FrameArea | undefined): void {
    const shown = this.store.get().awaitingApproval ? area : undefined;
    // Before the frame exists there is nothing to show or hide.
    this.frame.withMessenger((messenger) => messenger.place(shown)).catch(() => undefined);
  }
}
