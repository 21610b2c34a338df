// The printed visitor label (spec §2/§9): 540×360, the visitor's name in large type (smaller past 35
// characters), the host, the unit, the entry time on the access point's clock and the ID photo when there
// is one. Sized in container units so the same label fits a phone's dialog and prints at 540×360.
import { LABEL_HEIGHT, LABEL_NAME_SHRINK_AFTER, LABEL_WIDTH, type PrintData } from '@garita/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/use-format-date.ts';

/** px on the 540-wide label → container units, so the label scales as one piece. */
const cq = (px: number) => `${((px / LABEL_WIDTH) * 100).toFixed(3)}cqw`;

export function labelNameSize(name: string): number {
  return name.length > LABEL_NAME_SHRINK_AFTER ? 22 : 32;
}

interface VisitorLabelProps {
  data: PrintData;
  companyName: string;
  accessPointName: string;
  timeZone: string;
}

export function VisitorLabel({ data, companyName, accessPointName, timeZone }: VisitorLabelProps) {
  const { t } = useTranslation('scanner');
  const formatDate = useFormatDate();
  return (
    <Box sx={{ containerType: 'inline-size', width: '100%', maxWidth: LABEL_WIDTH }}>
      <Box
        data-testid="visitor-label"
        sx={{
          width: '100%',
          aspectRatio: `${LABEL_WIDTH} / ${LABEL_HEIGHT}`,
          display: 'grid',
          gridTemplateRows: 'auto 1fr auto',
          bgcolor: '#fff',
          color: '#000',
          border: '1px solid #000',
          overflow: 'hidden',
          fontFamily: 'Roboto, Arial, sans-serif',
          printColorAdjust: 'exact',
          WebkitPrintColorAdjust: 'exact',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: cq(12),
            bgcolor: 'primary.main',
            color: '#fff',
            px: cq(18),
            py: cq(10),
          }}
        >
          <Typography component="span" sx={{ fontSize: cq(18), fontWeight: 700, lineHeight: 1.2 }} noWrap>
            {companyName}
          </Typography>
          <Typography
            component="span"
            sx={{ fontSize: cq(18), fontWeight: 800, letterSpacing: '0.08em', textTransform: 'uppercase' }}
          >
            {t('label.visitor')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: cq(16), p: cq(18), minHeight: 0 }}>
          {data.photo_url && (
            <Box
              component="img"
              src={data.photo_url}
              alt={t('label.photo', { name: data.visitor_name })}
              sx={{ width: cq(150), height: cq(200), objectFit: 'cover', border: '1px solid #000', flexShrink: 0 }}
            />
          )}
          <Box sx={{ minWidth: 0, display: 'grid', alignContent: 'start', gap: cq(10) }}>
            <Typography
              data-testid="label-name"
              component="p"
              sx={{
                fontSize: cq(labelNameSize(data.visitor_name)),
                fontWeight: 800,
                lineHeight: 1.1,
                overflowWrap: 'anywhere',
              }}
            >
              {data.visitor_name}
            </Typography>
            {/* A provider registered for no one in particular has no host to print. */}
            {data.user_name && <LabelLine name={t('label.host')} value={data.user_name} />}
            {data.user_network_group && <LabelLine name={t('label.unit')} value={data.user_network_group} />}
            <LabelLine name={t('label.entry')} value={formatDate(data.created_at, 'dateTime', timeZone)} />
          </Box>
        </Box>
        <Box sx={{ borderTop: '1px solid #000', px: cq(18), py: cq(8) }}>
          <Typography component="p" sx={{ fontSize: cq(14), fontWeight: 600 }} noWrap>
            {accessPointName}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}

function LabelLine({ name, value }: { name: string; value: string }) {
  return (
    <Typography component="p" sx={{ fontSize: cq(17), lineHeight: 1.25, overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 700 }}>
        {name}:
      </Box>{' '}
      {value}
    </Typography>
  );
}
