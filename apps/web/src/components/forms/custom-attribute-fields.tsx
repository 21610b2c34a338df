// The network's extra register fields (spec §3 "Custom attribute"): text, integer, list, date and yes/no,
// required ones marked. Values live in the parent (lib/custom-attribute-values.ts reads and sends them).
import type { CustomAttribute } from '@garita/contract';
import { Box, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AttributeFormValues } from '../../lib/custom-attribute-values.ts';
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
  const { t } = useTranslation('scanner');
  if (attributes.length === 0) return null;
  const set = (name: string, value: string | boolean) => onChange({ ...values, [name]: value });

  return (
    <Box component="section" aria-labelledby="attributes-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="attributes-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('attributes.title')}
      </Typography>
      {attributes.map((attribute) => {
        const name = attribute.attribute_name;
        const value = values[name];
        if (attribute.attribute_type === 'boolean') {
          return (
            <FormControlLabel
              key={attribute.id}
              control={<Switch checked={value === true} onChange={(event) => set(name, event.target.checked)} />}
              label={name}
            />
          );
        }
        const text = typeof value === 'string' ? value : '';
        const isMissing = showErrors && attribute.required && text.trim() === '';
        const common = {
          label: name,
          value: text,
          required: attribute.required,
          error: isMissing,
          helperText: isMissing ? t('attributes.required') : undefined,
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
        return (
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
      })}
    </Box>
  );
}
