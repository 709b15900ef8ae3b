import { wcStatusSequence } from '../../../../domain/connection/WalletConnectStatusSequence';

describe('SPEC §4 the wallet-connect flow on Telegram or iOS Safari sets connecting then connected', () => {
  it('sets connecting then connected on Telegram', () => {
    expect(wcStatusSequence({ isTelegram: true, isIosSafari: false })).toEqual(['connecting', 'connected']);
  });

  it('sets connecting then connected on iOS Safari', () => {
    expect(wcStatusSequence({ isTelegram: false, isIosSafari: true })).toEqual(['connecting', 'connected']);
    expect(wcStatusSequence({ isTelegram: true, isIosSafari: true })).toEqual(['connecting', 'connected']);
  });

  it('goes straight to connected elsewhere', () => {
    expect(wcStatusSequence({ isTelegram: false, isIosSafari: false })).toEqual(['connected']);
  });
});
