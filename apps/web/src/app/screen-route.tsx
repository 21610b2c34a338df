// Renders the screen of one route table entry, or Not Found while that screen is not built; the first one drawn
// lets the background work start (lib/first-screen-drawn.ts).
import { Suspense } from 'react';
import { NotFound } from '../components/feedback/not-found.tsx';
import { PageSpinner } from '../components/feedback/page-spinner.tsx';
import { FirstScreenDrawn } from '../lib/first-screen-drawn.ts';
import type { RouteEntry } from './routes.ts';
import { SCREENS } from './screens.tsx';

export function ScreenRoute({ entry }: { entry: RouteEntry }) {
  const Screen = SCREENS[entry.screen];
  if (!Screen) return <NotFound />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <div data-screen={entry.screen} style={{ display: 'contents' }}>
        <Screen />
      </div>
      <FirstScreenDrawn />
    </Suspense>
  );
}
