/**
 * The records of one buyer–supplier pair through the registry's data provider: both businesses,
 * their transactions (buyer and supplier as given, up to 1,000) and every document of those
 * transactions in one request (filter transaction_id: [ids]).
 */
import { useGetList, useGetMany } from 'react-admin';
import { resourceByName } from '../../registry/resourceIndex';
import type { DocumentRecord, TransactionRecord } from './transactionBillsModel';

const PAGE = { page: 1, perPage: 1000 };
const route = (name: string) => resourceByName(name)!.route;

export function useTransactionBills(buyer: number, supplier: number) {
  const businesses = useGetMany(route('businesses'), { ids: [buyer, supplier] });
  const transactions = useGetList<TransactionRecord & { id: number }>(route('business-transactions'), {
    filter: { buyer_business_id: buyer, supplier_business_id: supplier },
    sort: { field: 'invoice_date', order: 'ASC' },
    pagination: PAGE,
  });
  const ids = (transactions.data ?? []).map((t) => t.id);
  const documents = useGetList<DocumentRecord & { id: number }>(
    route('transaction-documents'),
    {
      filter: { transaction_id: ids },
      sort: { field: 'id', order: 'ASC' },
      pagination: PAGE,
    },
    { enabled: ids.length > 0 },
  );
  return { businesses, transactions, documents };
}
