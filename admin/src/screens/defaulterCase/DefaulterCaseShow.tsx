/** The defaulters resource's detail page: the case page over the record (lazy-loaded). */
import { ShowBase, type Identifier } from 'react-admin';
import { resourceByName } from '../../registry/resourceIndex';
import { CasePage } from './CasePage';

const cases = resourceByName('defaulter-cases')!;

const DefaulterCaseShow = ({ id, title }: { id?: Identifier; title?: string }) => (
  <ShowBase resource={cases.route} id={id}>
    <CasePage title={title} />
  </ShowBase>
);

export default DefaulterCaseShow;
