/**
 * "Statement": opens the member's wallet statement (admin/wallet/transaction/{userId}) from a wallet
 * transaction's page (its member) or from a wallet transactions list filtered to one member
 * (users/walletTransaction/details/{userId}). Only for roles that may open a transaction's detail.
 */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceDef } from '@bakaya/api/registry';
import { Button, useCanAccess, useListContextWithProps, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { walletStatementPath } from '../customerDetail/customerModel';

export const WalletStatementButton = ({ def }: { def: ResourceDef }) => {
  const record = useRecordContext();
  const list = useListContextWithProps();
  const { canAccess } = useCanAccess({ resource: def.route, action: 'show' });
  const userId: unknown = record?.user_id ?? list?.filterValues?.user_id;
  if (!canAccess || userId === undefined || userId === null || userId === '' || Array.isArray(userId)) return null;
  return (
    <Button component={Link} to={walletStatementPath(String(userId))} label="Statement">
      <ReceiptLongIcon />
    </Button>
  );
};
