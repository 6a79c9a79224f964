/**
 * The settlement request detail screen (lazy-loaded), for both registry views of the same rows —
 * settlement-requests and defaulter-settlements — so the spec routes settlement/details/{settlementId}
 * and customer-management/defaulter/defaulter-settlements/{id} and both show pages open it.
 */
import { ShowBase, type Identifier } from 'react-admin';
import { useResourceDef } from '../../resources/useResourceDef';
import { SettlementPage } from './SettlementPage';

const SettlementRequestShow = ({ id, title }: { id?: Identifier; title?: string }) => {
  const def = useResourceDef();
  return (
    <ShowBase resource={def.route} id={id}>
      <SettlementPage def={def} title={title} />
    </ShowBase>
  );
};

export default SettlementRequestShow;
