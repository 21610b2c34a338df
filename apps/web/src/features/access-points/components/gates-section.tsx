// The gates of an access point in its drawer (issue 12): each with its kind, remote opening and controller, and
// buttons to edit it, pulse it ("test": the controller's answer and latency, shown as they came) and remove it (a
// gate with logbook rows is deactivated instead, and can be brought back).
import type { AccessServer, Gate, GateTestResult } from '@garita/contract';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { reportError } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useRemoveGate, useSaveGate, useTestGate } from '../api/gates.ts';
import { GateDialog } from './gate-dialog.tsx';

export function GatesSection({ point }: { point: AccessServer }) {
  const { t } = useTranslation('access-points');
  const [editing, setEditing] = useState<Gate | 'new' | null>(null);
  const [removing, setRemoving] = useState<Gate | null>(null);
  // Here, not in the row: a removed gate's row is gone once the new list arrives, and the mutation's own callbacks
  // would go with it.
  const remove = useRemoveGate(point.id);
  return (
    <Box component="section" aria-labelledby="gates-heading" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography id="gates-heading" component="h3" variant="subtitle2" sx={{ fontWeight: 700, flex: 1 }}>
          {t('gates', { count: point.gates.length })}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('gate.add')}
        </Button>
      </Box>
      {point.gates.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('gate.none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {point.gates.map((gate) => (
            <GateRow
              key={gate.id}
              point={point}
              gate={gate}
              onEdit={() => setEditing(gate)}
              onRemove={() => setRemoving(gate)}
            />
          ))}
        </Stack>
      )}
      <GateDialog point={point} gate={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('gate.removeTitle', { name: removing?.name ?? '' })}
        message={t('gate.removeMessage')}
        confirmLabel={t('gate.remove')}
        cancelLabel={t('deactivate.cancel')}
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const { id, name } = removing;
          remove.mutate(id, {
            onSuccess: ({ deleted }) => {
              setRemoving(null);
              notify(t(deleted ? 'notices.gateRemoved' : 'notices.gateDeactivated', { name }), 'success');
            },
            onError: (error) => {
              setRemoving(null);
              reportError(error);
            },
          });
        }}
      />
    </Box>
  );
}

interface GateRowProps {
  point: AccessServer;
  gate: Gate;
  onEdit: () => void;
  onRemove: () => void;
}

function GateRow({ point, gate, onEdit, onRemove }: GateRowProps) {
  const { t } = useTranslation('access-points');
  const test = useTestGate(point.id);
  const [result, setResult] = useState<GateTestResult | null>(null);
  const reactivate = useSaveGate(point.id, gate.id);
  const controller = gate.controller ?? null;

  const runTest = () => {
    setResult(null);
    test.mutate(gate.id, { onSuccess: setResult, onError: reportError });
  };

  return (
    <Box
      component="li"
      aria-label={gate.name}
      data-testid={`gate-${gate.id}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700, flex: 1, minWidth: 120, overflowWrap: 'anywhere' }}>
          {gate.name}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`gateTypes.${gate.type}`)} />
        {gate.remote_pulse && <Chip size="small" variant="outlined" label={t('remotePulse')} />}
        {!gate.active && <Chip size="small" color="warning" label={t('gate.inactive')} />}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
        {controller ? t(`gate.controllerSummary.${controller.kind}`, { url: controller.url }) : t('gate.noController')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={onEdit} aria-label={t('gate.editNamed', { name: gate.name })}>
          {t('gate.edit')}
        </Button>
        {controller && gate.active && (
          <PendingButton
            size="small"
            variant="outlined"
            isPending={test.isPending}
            onClick={runTest}
            aria-label={t('gate.testNamed', { name: gate.name })}
          >
            {test.isPending ? t('gate.testing') : t('gate.test')}
          </PendingButton>
        )}
        {gate.active ? (
          <Button size="small" color="error" onClick={onRemove}>
            {t('gate.remove')}
          </Button>
        ) : (
          <PendingButton
            size="small"
            variant="text"
            isPending={reactivate.isPending}
            onClick={() =>
              reactivate.mutate(
                { gate: { active: true } },
                {
                  onSuccess: (saved) => notify(t('notices.gateReactivated', { name: saved.name }), 'success'),
                  onError: reportError,
                },
              )
            }
          >
            {t('gate.reactivate')}
          </PendingButton>
        )}
      </Box>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} variant={result.ok ? 'standard' : 'filled'} sx={{ mt: 1 }}>
          <Box sx={{ fontWeight: 700 }}>
            {result.ok
              ? t('gate.testResult.ok', { latency: result.latency_ms })
              : t('gate.testResult.failed', { latency: result.latency_ms })}
          </Box>
          <Box sx={{ overflowWrap: 'anywhere' }}>
            {result.status === null
              ? t('gate.testResult.noAnswer', { message: result.message })
              : t('gate.testResult.answer', { status: result.status, message: result.message })}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
