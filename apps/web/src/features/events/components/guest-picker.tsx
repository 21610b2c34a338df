// Adds one guest to a list (spec §5 "Guest"): a new guest (full name and phone required, email optional,
// "save as favourite") or one of the user's own favourites, searched on the server. It is not a <form> of
// its own: it sits inside the event form. The parent decides whether the guest is accepted (duplicates).
import { type CommunityMember, SEARCH_DEBOUNCE_MS } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import StarIcon from '@mui/icons-material/Star';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNetworkFeatures } from '../../../lib/network-features.ts';
import { ownContactsQuery, ownContactsWithPhoneQuery } from '../../../lib/own-contacts.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  displayPhone,
  emptyNewGuest,
  favoriteGuest,
  isWholePhone,
  type NewGuestInput,
  NewGuestSchema,
  type NewGuestValues,
  newGuest,
  type PendingGuest,
} from '../guests.ts';
import { GuestFields } from './guest-fields.tsx';

type Mode = 'new' | 'favorite';

interface GuestPickerProps {
  /** Answers whether the guest was taken (a duplicate is not). */
  onAdd: (guest: PendingGuest) => boolean;
  /** A contact chosen elsewhere (the desktop contacts panel) switches to the favourite mode. */
  initialMode?: Mode;
}

export function GuestPicker({ onAdd, initialMode = 'new' }: GuestPickerProps) {
  const { t } = useTranslation('events');
  const hasFavorites = useNetworkFeatures().favorites;
  const [mode, setMode] = useState<Mode>(initialMode);
  // Favourites switched off (spec §6): only new guests, none saved as a favourite.
  if (!hasFavorites) return <NewGuestFields onAdd={onAdd} hasFavorites={false} />;
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={mode}
        aria-label={t('guests.mode')}
        onChange={(_event, value: Mode | null) => value && setMode(value)}
      >
        <ToggleButton value="new">{t('guests.newGuest')}</ToggleButton>
        <ToggleButton value="favorite">{t('guests.fromFavorites')}</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'new' ? <NewGuestFields onAdd={onAdd} hasFavorites /> : <FavoriteField onAdd={onAdd} />}
    </Stack>
  );
}

function NewGuestFields({ onAdd, hasFavorites }: { onAdd: GuestPickerProps['onAdd']; hasFavorites: boolean }) {
  const { t } = useTranslation('events');
  const form = useForm<NewGuestInput, unknown, NewGuestValues>({
    resolver: zodResolver(NewGuestSchema),
    defaultValues: emptyNewGuest(),
  });
  // A contact of the caller's with this phone already exists: the server would not save another (spec §5
  // "existed contact"). Asked of the server once the number is whole, among all the caller's contacts.
  const phone = form.watch('phone');
  const sameNumber = useQuery({ ...ownContactsWithPhoneQuery(phone), enabled: hasFavorites && isWholePhone(phone) });
  const isKnownContact = isWholePhone(phone) && (sameNumber.data?.length ?? 0) > 0;
  const handleAdd = form.handleSubmit((values) => {
    if (onAdd(newGuest({ ...values, save: hasFavorites && values.save && !isKnownContact })))
      form.reset(emptyNewGuest());
  });

  return (
    <Stack
      spacing={2}
      // Enter in these fields adds the guest; it must not submit the event form around them.
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        void handleAdd();
      }}
    >
      <GuestFields form={form} />
      {hasFavorites && (
        <Box>
          <Controller
            control={form.control}
            name="save"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value && !isKnownContact}
                    onChange={(event) => field.onChange(event.target.checked)}
                    disabled={isKnownContact}
                  />
                }
                label={t('guests.save')}
              />
            )}
          />
          {isKnownContact && <FormHelperText sx={{ mt: 0 }}>{t('guests.existedContact')}</FormHelperText>}
        </Box>
      )}
      <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => void handleAdd()}>
        {t('guests.add')}
      </Button>
    </Stack>
  );
}

function FavoriteField({ onAdd }: { onAdd: GuestPickerProps['onAdd'] }) {
  const { t } = useTranslation('events');
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<CommunityMember | null>(null);
  const key = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // While a choice is shown in the box, list every contact rather than those matching its name.
  const contacts = useQuery({ ...ownContactsQuery(chosen ? '' : key), placeholderData: keepPreviousData });

  const handleAdd = () => {
    if (chosen && onAdd(favoriteGuest(chosen))) {
      setChosen(null);
      setInput('');
    }
  };

  return (
    <Stack spacing={2}>
      <Autocomplete<CommunityMember>
        options={contacts.data ?? []}
        value={chosen}
        onChange={(_event, value) => setChosen(value)}
        inputValue={input}
        onInputChange={(_event, value) => setInput(value)}
        // The server already searched.
        filterOptions={(options) => options}
        getOptionLabel={(contact) => contact.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        loading={contacts.isFetching}
        loadingText={t('guests.loadingFavorites')}
        noOptionsText={t('guests.noFavorites')}
        renderOption={({ key: optionKey, ...props }, contact) => (
          <Box component="li" key={optionKey} {...props} sx={{ display: 'grid !important', gap: 0.25 }}>
            <span>{contact.name}</span>
            <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
              {[displayPhone(contact.country_code, contact.phone), contact.email].filter(Boolean).join(' · ')}
            </Box>
          </Box>
        )}
        renderInput={(params) => <TextField {...params} label={t('guests.searchFavorites')} />}
      />
      <Button variant="outlined" startIcon={<StarIcon />} onClick={handleAdd} disabled={!chosen}>
        {t('guests.addFavorite')}
      </Button>
    </Stack>
  );
}
