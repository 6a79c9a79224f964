/** The CIR resource's detail page (lazy-loaded): the report row, and the snapshot as the member saw it. */
import { ShowBase, type Identifier } from 'react-admin';
import { resourceByName } from '../../registry/resourceIndex';
import { CirReportPage } from './CirReportPage';

const cirReports = resourceByName('cir-reports')!;

const CirReportShow = ({ id, title }: { id?: Identifier; title?: string }) => (
  <ShowBase resource={cirReports.route} id={id}>
    <CirReportPage title={title} />
  </ShowBase>
);

export default CirReportShow;
