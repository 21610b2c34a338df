// The screen for any path that does not exist, or is not offered to this user or built yet. Plain elements
// (docs/web.md, "The first screens without MUI"): the phone's shell around it loads no MUI.
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FirstScreenDrawn } from '../../lib/first-screen-drawn.ts';
import controls from '../plain-controls.module.css';
import { PlainIcon } from '../plain-icon.tsx';
import styles from './not-found.module.css';

/** Material's SearchOff. */
const SEARCH_OFF_ICON =
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3 6.08 3 3.28 5.64 3.03 9h2.02C5.3 6.75 7.18 5 9.5 5 11.99 5 14 7.01 14 9.5S11.99 14 9.5 14c-.17 0-.33-.03-.5-.05v2.02c.17.02.33.03.5.03 1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zM6.47 10.82 4 13.29l-2.47-2.47-.71.71L3.29 14 .82 16.47l.71.71L4 14.71l2.47 2.47.71-.71L4.71 14l2.47-2.47z';

/** Where "go to the home page" leads: the signed-in user's landing page, "/" otherwise. */
export const HomePathContext = createContext('/');

export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = useContext(HomePathContext);
  return (
    <div data-screen="not-found" className={styles.screen}>
      <FirstScreenDrawn />
      <div className={styles.body}>
        <PlainIcon path={SEARCH_OFF_ICON} size={64} className={styles.icon} />
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.text}>{t('notFound.body')}</p>
        {pathname !== home && pathname !== '/' && (
          <Link to={home} className={`${controls.contained} ${styles.home}`}>
            {t('notFound.home')}
          </Link>
        )}
      </div>
    </div>
  );
}
