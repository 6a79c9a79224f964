/** Spec §2 route customer-management/defaulter-detail/{defaulterId}: the same case page as the defaulters' detail. */
import { NotFoundScreen } from '../NotFoundScreen';
import type { CustomScreenProps } from '../screenTypes';
import DefaulterCaseShow from './DefaulterCaseShow';

const DefaulterCaseScreen = ({ route, params }: CustomScreenProps) =>
  params.defaulterId ? <DefaulterCaseShow id={params.defaulterId} title={route.title} /> : <NotFoundScreen />;

export default DefaulterCaseScreen;
