// The frame of the screens reachable without a session: login, sign-up, restore and reset password, first-run
// setup (which asks for more and takes a wider card on a wide screen).
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Brand } from '../brand.tsx';
import { LanguageSwitch } from '../language-switch.tsx';

interface PublicLayoutProps {
  title: string;
  screen: string;
  children: ReactNode;
  /** The card's width from 600 px up. */
  maxWidth?: number;
}

export function PublicLayout({ title, screen, children, maxWidth = 460 }: PublicLayoutProps) {
  return (
    <Box
      component="main"
      data-screen={screen}
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'center',
        p: { xs: 0, sm: 3 },
        background: 'linear-gradient(160deg, #10418a 0%, #0b2d60 100%)',
      }}
    >
      <Paper
        elevation={6}
        sx={{ width: '100%', maxWidth: { sm: maxWidth }, p: { xs: 3, sm: 4 }, borderRadius: { xs: 0, sm: 3 } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Brand showTagline />
          <LanguageSwitch />
        </Box>
        <Typography variant="h5" component="h1" sx={{ mt: 4, mb: 2, fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
