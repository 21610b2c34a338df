// The search box of the lists; the caller debounces what it sends (lib/paging.ts). A plain <input type="search">
// (the searchbox its label names) in MUI's small outlined look with the search icon at its start
// (forms/plain-fields.tsx): the phone's first list screens draw it before MUI arrives (docs/web.md, "The first
// screens without MUI").
import { PlainTextField } from '../forms/plain-fields.tsx';
import { SEARCH_ICON } from '../icon-paths.ts';
import { PlainIcon } from '../plain-icon.tsx';
import styles from './search-field.module.css';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  fullWidth?: boolean;
}

export function SearchField({ label, value, onChange, fullWidth = false }: SearchFieldProps) {
  return (
    <div className={fullWidth ? `${styles.field} ${styles.fullWidth}` : styles.field}>
      <PlainTextField
        type="search"
        size="small"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        startIcon={<PlainIcon path={SEARCH_ICON} size={20} />}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}
