// A panel that slides in from the right over a desktop page (new/edit/detail drawers of spec §2).
// Its children are mounted only while it is open, so a form inside starts fresh on every opening and
// is gone once the panel has closed ("drawers reset their forms when they open or close"): put the
// form's state in a child component and lay it out with <DrawerContent>.
import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Typography } from '@mui/material';
import { type FormEventHandler, type ReactNode, useId } from 'react';

export const SIDE_DRAWER_WIDTH = 480;

interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  testId?: string;
  /** Wider than the default for a drawer with a side panel (e.g. saved contacts). */
  width?: number;
}

export function SideDrawer({
  open,
  onClose,
  title,
  closeLabel,
  children,
  testId,
  width = SIDE_DRAWER_WIDTH,
}: SideDrawerProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          'data-testid': testId,
          sx: { width: { xs: '100%', sm: width }, display: 'flex', flexDirection: 'column' },
        } as object,
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        <IconButton edge="end" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {children}
    </Drawer>
  );
}

interface DrawerContentProps {
  children: ReactNode;
  /** Buttons along the bottom edge. */
  actions?: ReactNode;
  /** Makes the content a form: a submit button (or Enter in a field) calls this. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

/** The scrolling body of a drawer with its buttons kept in view at the bottom. */
export function DrawerContent({ children, actions, onSubmit }: DrawerContentProps) {
  return (
    <Box
      component={onSubmit ? 'form' : 'div'}
      noValidate={onSubmit ? true : undefined}
      onSubmit={onSubmit}
      sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2 }}>{children}</Box>
      {actions && (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            justifyContent: 'flex-end',
            flexWrap: 'wrap',
            px: 3,
            py: 2,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {actions}
        </Box>
      )}
    </Box>
  );
}
