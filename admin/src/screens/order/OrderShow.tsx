/**
 * The order detail screen (lazy-loaded): the orders resource's detail page — the order, its
 * timeline, payments, gateway events, invoice and credit notes, and the refund of a paid order.
 */
import { ShowBase, type Identifier } from 'react-admin';
import { resourceByName } from '../../registry/resourceIndex';
import { OrderPage } from './OrderPage';

const orders = resourceByName('orders')!;

const OrderShow = ({ id, title }: { id?: Identifier; title?: string }) => (
  <ShowBase resource={orders.route} id={id}>
    <OrderPage title={title} />
  </ShowBase>
);

export default OrderShow;
