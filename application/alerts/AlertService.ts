import { inject, injectable } from 'inversify';
import { type Alert } from '../../domain/errors/Alerts';
import { AlertStore } from './AlertStore';

/**
 * Raises the SPEC §8 alerts. An alert already showing is not stacked twice, and an alert raised
 * with `once` never comes back after it was dismissed (the analytics 403 alert is shown once).
 */
@injectable()
export class AlertService {
  private readonly raisedOnce = new Set<string>();

  constructor(@inject(AlertStore) private readonly store: AlertStore) {}

  raise(alert: Alert, options: { readonly once?: boolean } = {}): void {
    if (options.once) {
      if (this.raisedOnce.has(alert.code)) return;
      this.raisedOnce.add(alert.code);
    }
    if (this.store.get().alerts.some((a) => a.code === alert.code)) return;
    this.store.update((state) => ({ alerts: [...state.alerts, alert] }));
  }

  dismiss(code: string): void {
    this.store.update((state) => ({ alerts: state.alerts.filter((a) => a.code !== code) }));
  }
}
