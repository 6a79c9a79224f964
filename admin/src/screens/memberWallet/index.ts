/** Wallet transactions: "Statement" (a member's wallet with the balance after each movement), and its route. */
import type { ResourceDef } from '@bakaya/api/registry';
import { lazy } from 'react';
import { lazyPart } from '../../resources/lazyPart';
import type { ScreenFolder } from '../screenTypes';

const WalletStatementButton = lazyPart<{ def: ResourceDef }>(() =>
  import('./WalletStatementButton').then((m) => ({ default: m.WalletStatementButton })),
);

export default {
  overrides: {
    'wallet-transactions': {
      listActions: WalletStatementButton,
      showActions: WalletStatementButton,
    },
  },
  customScreens: {
    memberWallet: lazy(() => import('./MemberWalletScreen')),
  },
} satisfies ScreenFolder;
