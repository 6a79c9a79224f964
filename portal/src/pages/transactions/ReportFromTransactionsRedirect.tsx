/** /business-transaction-defaulter/{supplierId},{buyerId}: straight to the defaulter form, prefilled from the pair's overdue transactions. */
import { Navigate, useParams } from 'react-router-dom';

const ReportFromTransactionsRedirect = () => {
  const pair = useParams().pair ?? '';
  if (!/^\d+,\d+$/.test(pair)) return <Navigate to="/view-business-transaction" replace />;
  return <Navigate to={`/defaulter?from_transactions=${encodeURIComponent(pair)}`} replace />;
};

export default ReportFromTransactionsRedirect;
