/** PLACEHOLDER legal-notice process: pick defaulters, generate notices (buyer or supplier), send them. */
import { EmbeddedList } from './EmbeddedList';
import { PlaceholderScreen } from './PlaceholderScreen';
import type { CustomScreenProps } from './screenTypes';

const NOTICE_FOR = new Set(['buyer', 'supplier']);

const LegalNoticeProcessScreen = ({ route, params }: CustomScreenProps) => {
  const option = route.screen.kind === 'custom' ? route.screen.options?.noticeFor : undefined;
  const noticeFor = option ?? params.legalNoticeFor;
  const known = noticeFor && NOTICE_FOR.has(noticeFor) ? noticeFor : undefined;
  return (
    <PlaceholderScreen title={route.title}
      purpose={`Run the legal-notice process${known ? ` for ${known === 'buyer' ? 'buyers (defaulters)' : 'suppliers (reporters)'}` : ''}: choose defaulters, generate notices from the documents and footer/header, and send them. Needs process access.`}
      plans={['Select defaulters into a batch', 'Generate the PDFs and review them', 'Send and track delivery']}>
      <EmbeddedList resource="sa-defaulters" title="Defaulters selected for notices" />
      <EmbeddedList resource="legal-notices" filter={known ? { notice_for: known } : undefined} title="Notices" />
    </PlaceholderScreen>
  );
};

export default LegalNoticeProcessScreen;
