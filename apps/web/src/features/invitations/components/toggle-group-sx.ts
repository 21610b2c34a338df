// The invitation form's toggle groups stand on white paper on the grey page, so their unselected choices read
// as buttons. (Their text colour, with AA contrast under the hover tint, comes from the theme.)
export const TOGGLE_GROUP_SX = { bgcolor: 'background.paper' } as const;
