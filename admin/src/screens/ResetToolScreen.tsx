/** PLACEHOLDER "reset" settings tool (spec §2 names the route only). */
import { PlaceholderScreen } from './PlaceholderScreen';
import type { CustomScreenProps } from './screenTypes';

const ResetToolScreen = ({ route }: CustomScreenProps) => (
  <PlaceholderScreen title={route.title}
    purpose="Reset tools for support staff: spec §2 lists the route without saying what it resets, so this waits for the product owner's answer."
    plans={['Confirmation step and audit entry for every reset']} />
);

export default ResetToolScreen;
