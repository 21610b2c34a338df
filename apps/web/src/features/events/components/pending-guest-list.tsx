// The guests a form is about to invite, each with a button that takes it off the list.
import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import { Box, Chip, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { displayPhone, type PendingGuest } from '../guests.ts';

interface PendingGuestListProps {
  guests: readonly PendingGuest[];
  onRemove: (key: string) => void;
  error?: boolean;
}

export function PendingGuestList({ guests, onRemove, error = false }: PendingGuestListProps) {
  const { t } = useTranslation('events');
  return (
    <Box data-testid="pending-guests">
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('guests.pending', { count: guests.length })}
      </Typography>
      {guests.length === 0 ? (
        <Typography
          variant="body2"
          sx={{ color: error ? 'error.main' : 'text.secondary', py: 1 }}
          role={error ? 'alert' : undefined}
        >
          {error ? t('validation.guests') : t('guests.none')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('guests.pending', { count: guests.length })}>
          {guests.map((guest) => (
            <ListItem
              key={guest.key}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('guests.remove', { name: guest.name })}
                  onClick={() => onRemove(guest.key)}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <span>{guest.name}</span>
                    {guest.kind === 'favorite' && (
                      <Chip size="small" icon={<StarIcon />} label={t('guests.favorite')} variant="outlined" />
                    )}
                    {guest.kind === 'new' && guest.save && (
                      <Chip size="small" label={t('guests.willSave')} variant="outlined" />
                    )}
                  </Box>
                }
                secondary={[displayPhone(guest.countryCode, guest.phone), guest.email].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
