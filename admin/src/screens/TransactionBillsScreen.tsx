/**
 * PLACEHOLDER transaction bill details for one buyer–supplier pair (`{buyerId},{supplierId}`).
 * A plain id at this path is a transaction document's edit page, which shares the address.
 */
import { ResourceContextProvider } from 'react-admin';
import { resourceByName } from '../registry/resourceIndex';
import ResourceEdit from '../resources/ResourceEdit';
import { EmbeddedList } from './EmbeddedList';
import { PlaceholderScreen } from './PlaceholderScreen';
import type { CustomScreenProps } from './screenTypes';
import { parsePair } from './transactionPair';


const TransactionBillsScreen = ({ route, params }: CustomScreenProps) => {
  const pair = parsePair(params.buyerSupplier);
  if (!pair && /^\d+$/.test(params.buyerSupplier ?? '')) {
    return (
      <ResourceContextProvider value={resourceByName('transaction-documents')!.route}>
        <ResourceEdit id={params.buyerSupplier} />
      </ResourceContextProvider>
    );
  }
  return (
    <PlaceholderScreen title={route.title}
      purpose={pair ? `Credit transactions and their bills between buyer business #${pair.buyer} and supplier business #${pair.supplier}.`
        : 'Give the buyer and supplier business ids in the address as {buyerId},{supplierId}.'}
      plans={['Bills, bilty, payment proofs and certificates per transaction', 'Outstanding balance between the two businesses']}>
      {pair && <EmbeddedList resource="business-transactions" filter={{ buyer_business_id: pair.buyer, supplier_business_id: pair.supplier }} />}
    </PlaceholderScreen>
  );
};

export default TransactionBillsScreen;
