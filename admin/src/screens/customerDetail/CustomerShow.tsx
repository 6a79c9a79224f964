/**
 * The customer detail screen (lazy-loaded): the customers resource's detail page and the spec
 * routes customer-management/customer-detail/{customerId} and customer/view?id={id}.
 */
import { ShowBase, type Identifier } from 'react-admin';
import { resourceByName } from '../../registry/resourceIndex';
import { CustomerPage } from './CustomerPage';

const customers = resourceByName('customers')!;

const CustomerShow = ({ id, title }: { id?: Identifier; title?: string }) => (
  <ShowBase resource={customers.route} id={id}>
    <CustomerPage title={title} />
  </ShowBase>
);

export default CustomerShow;
