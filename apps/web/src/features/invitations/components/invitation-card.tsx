// One invitation on a phone: visitor and state, kind (and provider), validity on the access point's
// clock, access points and, when it is someone else's, the host. A deleted one is greyed with a banner.
// Plain (components/link-card.module.css): the first screen of a host's phone (docs/web.md, "The first screens
// without MUI").
import type { AccessKey } from '@garita/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import card from '../../../components/link-card.module.css';
import { ProviderSuffix } from '../../../lib/providers.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import { InvitationStatusChip, useKindLabel } from './status-chip.tsx';

interface InvitationCardProps {
  invitation: AccessKey;
  /** The signed-in user: their own invitations do not repeat their name. */
  viewerId: number;
}

/** Memoised: the screen redraws as its other queries answer, the card only when its record changes. */
export const InvitationCard = memo(function InvitationCard({ invitation, viewerId }: InvitationCardProps) {
  const { t } = useTranslation('invitations');
  const formatDate = useFormatDate();
  const kindLabel = useKindLabel();
  const isDeleted = invitation.deleted_at !== null;
  const zone = invitation.time_zone_name;
  const host = [invitation.user.name, invitation.user.group].filter(Boolean).join(' · ');
  return (
    <li
      className={isDeleted ? `${card.card} ${card.deleted}` : card.card}
      data-testid="invitation-card"
      data-deleted={isDeleted || undefined}
    >
      {isDeleted && <div className={card.banner}>{t('card.deletedBanner')}</div>}
      <Link className={card.action} to={`/invitation/${invitation.id}`}>
        <div className={card.head}>
          <h2 className={`${card.title} ${card.wrap}`}>{invitation.visitor_name}</h2>
          {!isDeleted && <InvitationStatusChip invitation={invitation} />}
        </div>
        <p className={card.line}>
          <time className={card.strong} dateTime={invitation.valid_from}>
            {formatDate(invitation.valid_from, 'dateTime', zone)}
          </time>{' '}
          – <time dateTime={invitation.valid_until}>{formatDate(invitation.valid_until, 'dateTime', zone)}</time>
        </p>
        <p className={`${card.line} ${card.secondary} ${card.wrap}`}>
          {invitation.access_servers.map((server) => server.name).join(', ')}
        </p>
        {invitation.user.id !== viewerId && host && (
          <p className={`${card.line} ${card.wrap}`}>
            <span className={card.secondary}>{t('card.host')}:</span> {host}
          </p>
        )}
        <span className={card.caption} data-testid="invitation-kind">
          {kindLabel(invitation)}
          {invitation.provider && <ProviderSuffix name={invitation.provider} />}
        </span>
      </Link>
    </li>
  );
});
