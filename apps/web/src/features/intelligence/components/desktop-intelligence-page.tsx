// Screen desktop-intelligence (/intelligence in the desktop shell): the same Intelligence page, wider.
import { IntelligencePage } from './intelligence-page.tsx';

export default function DesktopIntelligencePage() {
  return <IntelligencePage />;
}
