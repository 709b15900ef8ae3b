import { AccountViewService } from '../../../../application/account-view/AccountViewService';
import { AccountViewStore } from '../../../../application/account-view/AccountViewStore';
import { AllWalletsService } from '../../../../application/wallets/AllWalletsService';
import { AllWalletsStore } from '../../../../application/wallets/AllWalletsStore';
import { WalletListService } from '../../../../application/wallets/WalletListService';
import { WalletListStore } from '../../../../application/wallets/WalletListStore';
import { createTestCore } from '../../../support/createTestCore';

const singletons = [
  WalletListStore,
  WalletListService,
  AllWalletsStore,
  AllWalletsService,
  AccountViewStore,
  AccountViewService,
];

describe('walletsModule and accountViewModule (ARCHITECTURE "The container and the core": one instance per core)', () => {
  it.each(singletons.map((type) => [type.name, type] as const))(
    'the %s is one instance per core, so the explorer is asked once and paging state is shared',
    (_name, type) => {
      const t = createTestCore();
      expect(t.get<object>(type)).toBe(t.get<object>(type));
    },
  );
});
