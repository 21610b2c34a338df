// The desktop guard console (features/gate) with the logbook's list (features/logbook) as its third column:
// features do not import each other, so the app puts the two together.
import GuardConsoleScreen from '../features/gate/console/guard-console-screen.tsx';
import { StandaloneLogbookList } from '../features/logbook/components/logbook-list.tsx';

export default function GuardConsole() {
  return <GuardConsoleScreen logbook={(user) => <StandaloneLogbookList user={user} dense />} />;
}
