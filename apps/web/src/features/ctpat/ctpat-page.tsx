// /ctpat (spec §2): the page a CTPAT form lands on after validation; it lists the URL query parameters
// it received. It is shown without a shell because it also opens inside the ctpat framed dialog.
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export default function CtpatPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const entries = [...params.entries()];
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 }, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('ctpat.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('ctpat.subtitle')}</Typography>
      {entries.length === 0 ? (
        <Typography data-testid="ctpat-empty">{t('ctpat.empty')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('ctpat.subtitle')}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('ctpat.name')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('ctpat.value')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map(([name, value], index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list in which one name may repeat
                <TableRow key={index}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                    {name}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
