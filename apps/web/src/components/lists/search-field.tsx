// The search box of the lists; the caller debounces what it sends (lib/paging.ts).
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  fullWidth?: boolean;
}

export function SearchField({ label, value, onChange, fullWidth = false }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={fullWidth}
      sx={{ minWidth: { sm: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { autoComplete: 'off', spellCheck: false },
      }}
    />
  );
}
