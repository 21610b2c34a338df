// Renders the screen of one route table entry, or Not Found while that screen is not built.
import { Box } from '@mui/material';
import { Suspense } from 'react';
import { NotFound } from '../components/feedback/not-found.tsx';
import { PageSpinner } from '../components/feedback/page-spinner.tsx';
import type { RouteEntry } from './routes.ts';
import { SCREENS } from './screens.ts';

export function ScreenRoute({ entry }: { entry: RouteEntry }) {
  const Screen = SCREENS[entry.screen];
  if (!Screen) return <NotFound />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Box data-screen={entry.screen} sx={{ display: 'contents' }}>
        <Screen />
      </Box>
    </Suspense>
  );
}
