// Material icons' paths (components/plain-icon.tsx draws them) that the signed-in plain screens share: here, not
// in plain-icon.tsx, whose module is in the entry's chunk and would carry every path any screen uses to the login
// screen.
export const ADD_ICON = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z';
export const DOWNLOAD_ICON = 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z';
export const PERSON_ADD_ICON =
  'M15 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m-9-2V7H4v3H1v2h3v3h2v-3h3v-2zm9 4c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4';
export const SEARCH_ICON =
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14';
export const FILTER_LIST_ICON = 'M10 18h4v-2h-4zM3 6v2h18V6zm3 7h12v-2H6z';
export const CHEVRON_LEFT_ICON = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
export const CHEVRON_RIGHT_ICON = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';
/** Login: an entry gate (the guard's gate choice and camera). */
export const LOGIN_ICON =
  'M11 7 9.6 8.4l2.6 2.6H2v2h10.2l-2.6 2.6L11 17l5-5zm9 12h-8v2h8c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-8v2h8z';
/** Logout: an exit gate. */
export const LOGOUT_ICON =
  'm17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z';
