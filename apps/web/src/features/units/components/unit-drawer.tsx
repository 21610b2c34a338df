// "New unit" and "edit unit" drawers of the desktop units page (spec §2).
import type { NetworkGroup } from '@garita/contract';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';
import { DrawerContent, SideDrawer } from '../../../components/side-drawer.tsx';
import { UnitFormFields } from './unit-form-fields.tsx';
import { useUnitForm } from './use-unit-form.ts';

interface UnitDrawerProps {
  open: boolean;
  /** The unit to edit; null for a new one. */
  unit: NetworkGroup | null;
  onClose: () => void;
}

export function UnitDrawer({ open, unit, onClose }: UnitDrawerProps) {
  const { t } = useTranslation('units');
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      title={unit ? t('drawer.editTitle') : t('drawer.newTitle')}
      closeLabel={t('drawer.close')}
      testId="unit-drawer"
    >
      <UnitForm key={unit?.id ?? 'new'} unit={unit} onDone={onClose} />
    </SideDrawer>
  );
}

function UnitForm({ unit, onDone }: { unit: NetworkGroup | null; onDone: () => void }) {
  const { t } = useTranslation(['units', 'common']);
  const { form, handleSubmit, isSaving, accessPointOptions } = useUnitForm(unit, onDone);
  return (
    <DrawerContent
      onSubmit={handleSubmit}
      actions={
        <>
          <Button onClick={onDone}>{t('common:cancel')}</Button>
          <PendingButton type="submit" isPending={isSaving}>
            {unit ? t('units:drawer.save') : t('units:drawer.create')}
          </PendingButton>
        </>
      }
    >
      <UnitFormFields form={form} accessPointOptions={accessPointOptions} />
      {unit && unit.users.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {t('units:drawer.users', { count: unit.users.length })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {unit.users.map((user) => user.name).join(', ')}
          </Typography>
        </Box>
      )}
    </DrawerContent>
  );
}
