// The network's extra register fields (spec §3 "Custom attribute"): text, integer, list, date and yes/no,
// required ones marked. Values live in the parent (lib/custom-attribute-values.ts reads and sends them).
// An attribute named `ctpat` also opens the network's CTPAT form in a framed dialog (spec §2) when the admin set
// its address; the form ends on this site's /ctpat page, whose values then fill the attribute.
import type { CustomAttribute } from '@garita/contract';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Box, Button, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AttributeFormValues, ctpatValue, isCtpatAttribute } from '../../lib/custom-attribute-values.ts';
import { useNetworkFeatures } from '../../lib/network-features.ts';
import { FramedDialog } from '../framed-dialog.tsx';
import { DayField } from './day-field.tsx';

interface CustomAttributeFieldsProps {
  attributes: readonly CustomAttribute[];
  values: AttributeFormValues;
  onChange: (values: AttributeFormValues) => void;
  /** Show the required-but-empty ones in error (after a first try). */
  showErrors?: boolean;
}

export function CustomAttributeFields({
  attributes,
  values,
  onChange,
  showErrors = false,
}: CustomAttributeFieldsProps) {
  const { t } = useTranslation(['scanner', 'common']);
  const { ctpatFormUrl } = useNetworkFeatures();
  const [ctpat, setCtpat] = useState<{ attribute: CustomAttribute; isFilled: boolean } | null>(null);
  if (attributes.length === 0) return null;
  const set = (name: string, value: string | boolean) => onChange({ ...values, [name]: value });
  const opensForm = (attribute: CustomAttribute) => ctpatFormUrl !== null && isCtpatAttribute(attribute);
  const handleLanding = (url: URL) => {
    if (!ctpat) return;
    const value = ctpatValue(ctpat.attribute, url, window.location.origin);
    if (value === null) return;
    set(ctpat.attribute.attribute_name, value);
    setCtpat({ ...ctpat, isFilled: true });
  };
  const formButton = (attribute: CustomAttribute) =>
    opensForm(attribute) && (
      <Button
        variant="outlined"
        startIcon={<FactCheckIcon />}
        onClick={() => setCtpat({ attribute, isFilled: false })}
        sx={{ justifySelf: 'start' }}
      >
        {t('scanner:attributes.ctpatOpen')}
      </Button>
    );

  return (
    <Box component="section" aria-labelledby="attributes-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="attributes-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('scanner:attributes.title')}
      </Typography>
      {attributes.map((attribute) => {
        const name = attribute.attribute_name;
        const value = values[name];
        if (attribute.attribute_type === 'boolean') {
          return (
            <Box key={attribute.id} sx={{ display: 'grid', gap: 1 }}>
              <FormControlLabel
                control={<Switch checked={value === true} onChange={(event) => set(name, event.target.checked)} />}
                label={name}
              />
              {formButton(attribute)}
            </Box>
          );
        }
        const text = typeof value === 'string' ? value : '';
        const isMissing = showErrors && attribute.required && text.trim() === '';
        const common = {
          label: name,
          value: text,
          required: attribute.required,
          error: isMissing,
          helperText: isMissing ? t('scanner:attributes.required') : undefined,
          fullWidth: true,
          onChange: (event: { target: { value: string } }) => set(name, event.target.value),
        };
        if (attribute.attribute_type === 'list') {
          return (
            <TextField key={attribute.id} select {...common}>
              {attribute.options.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        if (attribute.attribute_type === 'date') {
          return <DayField key={attribute.id} {...common} onChange={(day) => set(name, day)} />;
        }
        const field = (
          <TextField
            key={attribute.id}
            {...common}
            slotProps={
              attribute.attribute_type === 'integer'
                ? { htmlInput: { inputMode: 'numeric', pattern: '-?[0-9]*' } }
                : { htmlInput: { maxLength: 2000 } }
            }
          />
        );
        return opensForm(attribute) ? (
          <Box key={attribute.id} sx={{ display: 'grid', gap: 1 }}>
            {field}
            {formButton(attribute)}
          </Box>
        ) : (
          field
        );
      })}
      {ctpatFormUrl && (
        <FramedDialog
          open={ctpat !== null}
          title={t('common:ctpat.title')}
          src={ctpatFormUrl}
          onClose={() => setCtpat(null)}
          onNavigate={handleLanding}
          notice={ctpat?.isFilled ? t('scanner:attributes.ctpatFilled') : undefined}
        />
      )}
    </Box>
  );
}
