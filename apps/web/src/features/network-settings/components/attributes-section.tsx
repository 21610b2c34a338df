// The network's custom attributes (/network/custom_attributes): extra fields guards are asked at registers and
// hosts on invitations. Their kind and type stay once created (values were given under them); a list's options are
// typed one per line.
import {
  ATTRIBUTE_TYPES,
  type AttributeType,
  CUSTOM_ATTRIBUTE_SCOPES,
  type CustomAttributeScope,
  type NetworkCustomAttribute,
} from '@garita/contract';
import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Chip,
  DialogActions,
  DialogContent,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { Section } from '../../../components/section.tsx';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage, reportError } from '../../../lib/errors.ts';
import { bodyFieldIssues } from '../../../lib/field-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { attributesQuery, useRemoveAttribute, useSaveAttribute } from '../api.ts';

export function AttributesSection() {
  const { t } = useTranslation('network-settings');
  const attributes = useQuery(attributesQuery);
  const [editing, setEditing] = useState<NetworkCustomAttribute | 'new' | null>(null);
  const [removing, setRemoving] = useState<NetworkCustomAttribute | null>(null);
  const remove = useRemoveAttribute();
  return (
    <Section id="network-attributes" title={t('attributes.title')} intro={t('attributes.intro')}>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
        {t('attributes.add')}
      </Button>
      {CUSTOM_ATTRIBUTE_SCOPES.map((scope) => {
        const rows = (attributes.data ?? []).filter((a) => a.scope === scope);
        return (
          <Box key={scope} sx={{ mt: 2 }}>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {t(`attributes.scopes.${scope}`)}
            </Typography>
            {rows.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('attributes.none')}
              </Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                {rows.map((attribute) => (
                  <Box
                    component="li"
                    key={attribute.id}
                    aria-label={attribute.attribute_name}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {attribute.attribute_name}
                    </Typography>
                    <Chip size="small" variant="outlined" label={t(`attributes.types.${attribute.attribute_type}`)} />
                    {attribute.required && <Chip size="small" label={t('attributes.required')} />}
                    {attribute.options.length > 0 && (
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {attribute.options.join(' · ')}
                      </Typography>
                    )}
                    <Box sx={{ flex: 1 }} />
                    <Button size="small" onClick={() => setEditing(attribute)}>
                      {t('attributes.edit', { name: attribute.attribute_name })}
                    </Button>
                    <Button size="small" color="error" onClick={() => setRemoving(attribute)}>
                      {t('attributes.remove', { name: attribute.attribute_name })}
                    </Button>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
      <AttributeDialog attribute={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('attributes.removeTitle', { name: removing?.attribute_name ?? '' })}
        message={t('attributes.removeMessage')}
        confirmLabel={t('attributes.removeConfirm')}
        cancelLabel={t('cancel')}
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const { id, attribute_name } = removing;
          remove.mutate(id, {
            onSuccess: () => {
              setRemoving(null);
              notify(t('attributes.removed', { name: attribute_name }), 'success');
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

interface Draft {
  scope: CustomAttributeScope;
  name: string;
  type: AttributeType;
  required: boolean;
  options: string;
}

type Problem = 'name' | 'nameTaken' | 'options';

function AttributeDialog({
  attribute,
  onClose,
}: {
  attribute: NetworkCustomAttribute | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('network-settings');
  return (
    <FormDialog
      item={attribute}
      onClose={onClose}
      title={(editing) =>
        editing ? t('attributes.editTitle', { name: editing.attribute_name }) : t('attributes.newTitle')
      }
    >
      {(editing) => <AttributeForm key={editing?.id ?? 'new'} attribute={editing} onClose={onClose} />}
    </FormDialog>
  );
}

function AttributeForm({ attribute, onClose }: { attribute: NetworkCustomAttribute | null; onClose: () => void }) {
  const { t } = useTranslation('network-settings');
  const [draft, setDraft] = useState<Draft>({
    scope: attribute?.scope ?? 'transaction',
    name: attribute?.attribute_name ?? '',
    type: attribute?.attribute_type ?? 'string',
    required: attribute?.required ?? false,
    options: attribute?.options.join('\n') ?? '',
  });
  const [problems, setProblems] = useState<Problem[]>([]);
  const save = useSaveAttribute(attribute?.id ?? null);
  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblems([]);
  };
  const options = draft.options
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problem[] = [];
    if (!draft.name.trim()) found.push('name');
    if (
      draft.type === 'list' &&
      (options.length === 0 || new Set(options.map((o) => o.toLowerCase())).size !== options.length)
    )
      found.push('options');
    setProblems(found);
    if (found.length > 0) return;
    save.mutate(
      {
        scope: draft.scope,
        attribute_name: draft.name.trim(),
        attribute_type: draft.type,
        required: draft.required,
        options: draft.type === 'list' ? options : [],
      },
      {
        onSuccess: (saved) => {
          notify(t(attribute ? 'attributes.saved' : 'attributes.added', { name: saved.attribute_name }), 'success');
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.handled) return;
          const paths = bodyFieldIssues(error).map((f) => f.path);
          const marked: Problem[] = [];
          if (paths.some((p) => p.endsWith('attribute_name'))) marked.push('nameTaken');
          if (paths.some((p) => p.endsWith('options'))) marked.push('options');
          setProblems(marked);
          notify(marked.length > 0 ? t('errors.checkFields') : errorMessage(error));
        },
      },
    );
  };

  const nameProblem = problems.includes('name')
    ? t('validation.attributeName')
    : problems.includes('nameTaken')
      ? t('validation.attributeNameTaken')
      : undefined;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('attributes.scope')}
            value={draft.scope}
            onChange={(event) => change({ scope: event.target.value as CustomAttributeScope })}
            disabled={attribute !== null}
            helperText={attribute ? t('attributes.fixed') : undefined}
            fullWidth
          >
            {CUSTOM_ATTRIBUTE_SCOPES.map((scope) => (
              <MenuItem key={scope} value={scope}>
                {t(`attributes.scopes.${scope}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('attributes.name')}
            required
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            error={!!nameProblem}
            helperText={nameProblem}
            slotProps={{ htmlInput: { maxLength: 120 } }}
            fullWidth
          />
          <TextField
            select
            label={t('attributes.type')}
            value={draft.type}
            onChange={(event) => change({ type: event.target.value as AttributeType })}
            disabled={attribute !== null}
            fullWidth
          >
            {ATTRIBUTE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`attributes.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          {draft.type === 'list' && (
            <TextField
              label={t('attributes.options')}
              required
              multiline
              minRows={3}
              value={draft.options}
              onChange={(event) => change({ options: event.target.value })}
              error={problems.includes('options')}
              helperText={problems.includes('options') ? t('validation.options') : t('attributes.optionsHint')}
              fullWidth
            />
          )}
          <FormControlLabel
            control={
              <Switch checked={draft.required} onChange={(event) => change({ required: event.target.checked })} />
            }
            label={t('attributes.requiredLabel')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <PendingButton type="submit" isPending={save.isPending}>
          {attribute ? t('attributes.save') : t('attributes.create')}
        </PendingButton>
      </DialogActions>
    </Box>
  );
}
