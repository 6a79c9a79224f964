/**
 * Transaction bill details (spec §2 customer-management/transation-bill-details/{buyerId},{supplierId};
 * Business Transactions → detail view): both businesses, every transaction between them with its
 * documents, and the totals — all from the registry's business-transactions and
 * transaction-documents through the data provider. A plain id at this address is a transaction
 * document's edit page (the registry route shares the address), so it opens that instead.
 */
import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { ResourceContextProvider, Title } from 'react-admin';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { resourceByName } from '../../registry/resourceIndex';
import ResourceEdit from '../../resources/ResourceEdit';
import type { CustomScreenProps } from '../screenTypes';
import { PartiesCard } from './PartiesCard';
import { TotalsBar } from './TotalsBar';
import { TransactionCard } from './TransactionCard';
import { checkPair, documentsByTransaction, totals } from './transactionBillsModel';
import { useTransactionBills } from './useTransactionBills';

const PairBills = ({ buyer, supplier }: { buyer: number; supplier: number }) => {
  const { businesses, transactions, documents } = useTransactionBills(buyer, supplier);
  const list = transactions.data ?? [];
  const docs = documentsByTransaction(documents.data ?? []);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PartiesCard buyer={buyer} supplier={supplier} records={businesses.data} loading={businesses.isPending} />
      {transactions.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : transactions.error ? (
        <Alert severity="warning">The transactions could not be loaded just now. Please try again in a moment.</Alert>
      ) : !list.length ? (
        <Alert severity="info">
          No transactions are recorded with business #{buyer} as buyer and business #{supplier} as supplier.
        </Alert>
      ) : (
        <>
          <TotalsBar sum={totals(list)} />
          {(transactions.total ?? 0) > list.length && (
            <Alert severity="info">
              Showing the first {list.length} of {transactions.total} transactions.
            </Alert>
          )}
          {documents.error && <Alert severity="warning">The documents could not be loaded just now.</Alert>}
          {list.map((t) => (
            <TransactionCard key={t.id} t={t} documents={documents.isPending ? undefined : docs.get(String(t.id))} />
          ))}
        </>
      )}
    </Box>
  );
};

/** The pair page; it names itself again when reached from a document's edit page at the same route. */
const PairPage = ({ title, raw }: { title: string; raw: string | undefined }) => {
  useDocumentTitle(title);
  const pair = checkPair(raw);
  return (
    <Box sx={{ mt: 1, mb: 3 }}>
      <Title title={title} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Credit transactions between a buyer and a supplier, with their bills: invoice, bilty, proof of payment, ledger and CA
            certificates.
          </Typography>
        </CardContent>
      </Card>
      {pair.ok ? <PairBills buyer={pair.buyer} supplier={pair.supplier} /> : <Alert severity="error">{pair.message}</Alert>}
    </Box>
  );
};

const TransactionBillsScreen = ({ route, params }: CustomScreenProps) => {
  const raw = params.buyerSupplier;
  if (/^\d+$/.test(raw ?? '')) {
    return (
      <ResourceContextProvider value={resourceByName('transaction-documents')!.route}>
        <ResourceEdit id={raw} />
      </ResourceContextProvider>
    );
  }
  return <PairPage title={route.title} raw={raw} />;
};

export default TransactionBillsScreen;
