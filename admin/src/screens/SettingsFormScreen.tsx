/** PLACEHOLDER settings page (wallet, payment): one form over the global settings of a group. */
import { EmbeddedList } from './EmbeddedList';
import { PlaceholderScreen } from './PlaceholderScreen';
import type { CustomScreenProps } from './screenTypes';

const SettingsFormScreen = ({ route }: CustomScreenProps) => {
  const group = route.screen.kind === 'custom' ? route.screen.options?.group : undefined;
  return (
    <PlaceholderScreen title={route.title}
      purpose={`The ${group ?? ''} settings on one page, each value with the input its type asks for.`.replace('  ', ' ')}
      plans={['One form with an input per setting (text, number, yes/no, choice…)', 'Save all at once; every change is audited']}>
      <EmbeddedList resource="global-settings" filter={group ? { group } : undefined} title="Settings in this group (edit them in Global settings)" />
    </PlaceholderScreen>
  );
};

export default SettingsFormScreen;
