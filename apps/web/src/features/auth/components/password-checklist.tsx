// The admin password rule (the contract's passwordProblems) as a checklist that follows what is typed: each item
// is ticked as soon as it is met; after a refused submit the missing ones turn red.
import { MAX_PASSWORD, type PasswordProblem, passwordProblems, STRONG_PASSWORD_MIN } from '@garita/contract';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';

/** Always listed; "at most 200 characters" only when broken (the field stops there anyway). */
const LISTED: readonly PasswordProblem[] = ['too_short', 'one_kind', 'is_email', 'too_common'];

interface PasswordChecklistProps {
  id: string;
  password: string;
  email: string;
  /** Mark what is still missing as an error (after a refused submit). */
  showMissing: boolean;
}

export function PasswordChecklist({ id, password, email, showMissing }: PasswordChecklistProps) {
  const { t } = useTranslation('setup');
  const problems = new Set(passwordProblems(password, email));
  const items = problems.has('too_long') ? [...LISTED, 'too_long' as const] : LISTED;
  return (
    <Box id={id} data-testid="password-rule">
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {t('password.rule')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {items.map((problem) => {
          // Nothing typed meets nothing yet, even the rules an empty password does not break.
          const isMet = password !== '' && !problems.has(problem);
          const isMissing = showMissing && !isMet;
          return (
            <Box
              component="li"
              key={problem}
              data-met={isMet}
              sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
            >
              {isMet ? (
                <CheckCircle fontSize="small" color="success" aria-hidden />
              ) : isMissing ? (
                <Cancel fontSize="small" color="error" aria-hidden />
              ) : (
                <RadioButtonUnchecked fontSize="small" color="action" aria-hidden />
              )}
              <Typography variant="body2" sx={{ color: isMissing ? 'error.main' : 'text.primary' }}>
                {t(`password.problems.${problem}`, { min: STRONG_PASSWORD_MIN, max: MAX_PASSWORD })}
                <VisuallyHidden>{`: ${isMet ? t('password.met') : t('password.unmet')}`}</VisuallyHidden>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
