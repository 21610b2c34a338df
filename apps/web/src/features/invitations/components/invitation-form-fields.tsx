// The one invitation form of the phone screens and the desktop drawers (spec §4/§5): visit or provider,
// who is invited, access points, when and for how long, anti-passback (disabled where the network blocks
// it), the network's custom attributes (new invitations) and notes. Buttons belong to the caller.
import { MAX_NOTES } from '@garita/contract';
import {
  Box,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AccessPointSelect } from '../../../components/forms/access-point-select.tsx';
import { CustomAttributeFields } from '../../../components/forms/custom-attribute-fields.tsx';
import type { InvitationFormKind } from '../invitation-form.ts';
import { DurationFields, ValidFromFields } from './schedule-fields.tsx';
import { TOGGLE_GROUP_SX } from './toggle-group-sx.ts';
import { useFieldError } from './use-field-error.ts';
import type { InvitationForm } from './use-invitation-form.ts';
import { ProviderFields, VisitorFields } from './visitor-fields.tsx';

export function InvitationFormFields({ form }: { form: InvitationForm }) {
  const { t } = useTranslation('invitations');
  const errorOf = useFieldError(form);
  const { values } = form;
  const blocksPassback = form.network.block_antipassback;
  return (
    <Stack
      spacing={2.5}
      ref={(element: HTMLDivElement | null) => {
        form.formRef.current = element;
      }}
      sx={{ pt: 1 }}
    >
      {/* With providers switched off (spec §6) a new invitation is a visit: no kind to choose. */}
      {!form.isEdit && form.network.providers_enabled && (
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          aria-label={t('form.kind')}
          value={values.kind}
          onChange={(_event, kind: InvitationFormKind | null) => kind && form.setKind(kind)}
          sx={TOGGLE_GROUP_SX}
        >
          <ToggleButton value="visit" sx={{ fontWeight: 700 }}>
            {t('form.kinds.visit')}
          </ToggleButton>
          <ToggleButton value="provider" sx={{ fontWeight: 700 }}>
            {t('form.kinds.provider')}
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      {values.kind === 'visit' ? <VisitorFields form={form} /> : <ProviderFields form={form} />}
      <AccessPointSelect
        label={t('form.accessPoints')}
        name="accessServers"
        value={values.accessServers}
        onChange={form.setAccessServers}
        options={form.data.accessPoints}
        required
        error={!!errorOf('accessServers')}
        helperText={errorOf('accessServers')}
      />
      <ValidFromFields form={form} />
      <DurationFields form={form} />
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.passback}
              disabled={blocksPassback}
              onChange={(event) => form.set('passback', event.target.checked)}
            />
          }
          label={t('form.passback')}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: 4 }}>
          {blocksPassback ? t('form.passbackBlocked') : t('form.passbackHelp')}
        </Typography>
      </Box>
      {!form.isEdit && (
        <CustomAttributeFields
          attributes={form.data.attributes}
          values={form.attrValues}
          onChange={form.setAttrValues}
          showErrors={form.showAttributeErrors}
        />
      )}
      <TextField
        label={t('form.notes')}
        multiline
        minRows={2}
        value={values.notes}
        onChange={(event) => form.set('notes', event.target.value)}
        onBlur={(event) => form.set('notes', event.target.value.trim())}
        slotProps={{ htmlInput: { maxLength: MAX_NOTES } }}
        fullWidth
      />
    </Stack>
  );
}
