// The form's toggle groups on the grey page: a paper behind them and darker unselected labels, so the
// labels keep AA contrast (4.5:1) even under the hover tint.
export const TOGGLE_GROUP_SX = {
  bgcolor: 'background.paper',
  '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' },
} as const;
