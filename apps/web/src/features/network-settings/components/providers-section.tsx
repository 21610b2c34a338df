// The network's provider catalogue (/network/providers): the names guards and hosts choose from on provider
// registers and invitations. 'Otro' is always offered last and is not the network's to change.
import { MAX_PROVIDER_NAME, type NetworkProvider, OTHER_PROVIDER } from '@garita/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Chip, IconButton, List, ListItem, ListItemText, TextField, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { Section } from '../../../components/section.tsx';
import { reportError } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { providersQuery, useRemoveProvider, useSaveProvider } from '../api.ts';

/** The add (or rename) field and its button; the name stays when the server refuses it. */
function ProviderNameForm({ provider, onDone }: { provider: NetworkProvider | null; onDone?: () => void }) {
  const { t } = useTranslation('network-settings');
  const [name, setName] = useState(provider?.display_name ?? '');
  const [isEmpty, setEmpty] = useState(false);
  const save = useSaveProvider(provider?.id ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const display_name = name.trim();
    if (!display_name) {
      setEmpty(true);
      return;
    }
    save.mutate(
      { display_name },
      {
        onSuccess: (saved) => {
          notify(t(provider ? 'providers.renamed' : 'providers.added', { name: saved.display_name }), 'success');
          setName('');
          onDone?.();
        },
        onError: reportError,
      },
    );
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={provider ? t('providers.rename', { name: provider.display_name }) : t('providers.new')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setEmpty(false);
        }}
        error={isEmpty}
        helperText={isEmpty ? t('validation.providerName') : undefined}
        slotProps={{ htmlInput: { maxLength: MAX_PROVIDER_NAME } }}
        sx={{ flex: 1 }}
      />
      <PendingButton
        type="submit"
        isPending={save.isPending}
        icon={provider ? undefined : <AddIcon />}
        sx={{ mt: 0.25 }}
      >
        {provider ? t('providers.saveName') : t('providers.add')}
      </PendingButton>
      {onDone && (
        <Button onClick={onDone} sx={{ mt: 0.25 }}>
          {t('cancel')}
        </Button>
      )}
    </Box>
  );
}

export function ProvidersSection() {
  const { t } = useTranslation('network-settings');
  const providers = useQuery(providersQuery);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [removing, setRemoving] = useState<NetworkProvider | null>(null);
  const remove = useRemoveProvider();
  return (
    <Section id="network-providers" title={t('providers.title')} intro={t('providers.intro')}>
      <ProviderNameForm provider={null} />
      <List dense aria-labelledby="network-providers" sx={{ mt: 1 }}>
        {(providers.data ?? []).map((provider) =>
          renaming === provider.id ? (
            <ListItem key={provider.id} disableGutters>
              <Box sx={{ flex: 1 }}>
                <ProviderNameForm provider={provider} onDone={() => setRenaming(null)} />
              </Box>
            </ListItem>
          ) : (
            <ListItem
              key={provider.id}
              disableGutters
              secondaryAction={
                <>
                  <Tooltip title={t('providers.rename', { name: provider.display_name })}>
                    <IconButton
                      aria-label={t('providers.rename', { name: provider.display_name })}
                      onClick={() => setRenaming(provider.id)}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('providers.remove', { name: provider.display_name })}>
                    <IconButton
                      edge="end"
                      aria-label={t('providers.remove', { name: provider.display_name })}
                      onClick={() => setRemoving(provider)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </>
              }
            >
              <ListItemText primary={provider.display_name} />
            </ListItem>
          ),
        )}
        <ListItem disableGutters>
          <ListItemText primary={OTHER_PROVIDER.display_name} />
          <Chip size="small" label={t('providers.always')} />
        </ListItem>
      </List>
      <ConfirmDialog
        open={removing !== null}
        title={t('providers.removeTitle', { name: removing?.display_name ?? '' })}
        message={t('providers.removeMessage')}
        confirmLabel={t('providers.removeConfirm')}
        cancelLabel={t('cancel')}
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const { id, display_name } = removing;
          remove.mutate(id, {
            onSuccess: () => {
              setRemoving(null);
              notify(t('providers.removed', { name: display_name }), 'success');
            },
            onError: (error) => {
              setRemoving(null);
              reportError(error);
            },
          });
        }}
      />
    </Section>
  );
}
