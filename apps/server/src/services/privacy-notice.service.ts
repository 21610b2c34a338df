// The network's privacy notice: the admin reads and edits it; everyone reads it — a network's people through their
// session, anyone by its public id, and the login page the site's own when the site has a single network.
import type { PrivacyNoticeSettings, PublicPrivacyNotice, SitePrivacyNotice } from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { presentPrivacyNoticeSettings, presentPublicPrivacyNotice } from '../presenters/privacy-notice.presenter.ts';
import {
  findNetworkPrivacyNotice,
  findPrivacyNoticeByPublicId,
  onlyNetworkId,
  savePrivacyNotice,
} from '../repositories/privacy-notices.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createPrivacyNoticeService(ctx: Pick<AppContext, 'db' | 'now'>) {
  const { db } = ctx;
  return {
    async settings(auth: Auth): Promise<PrivacyNoticeSettings> {
      return presentPrivacyNoticeSettings(await findNetworkPrivacyNotice(db, auth.network.id));
    },

    /** Null or blank text in a language: back to the default notice in that language. */
    async update(
      auth: Auth,
      input: { text_en: string | null; text_es: string | null },
    ): Promise<PrivacyNoticeSettings> {
      await savePrivacyNotice(db, auth.network.id, {
        text_en: input.text_en,
        text_es: input.text_es,
        updated_at: ctx.now(),
        updated_by_user_id: auth.user.id,
      });
      return this.settings(auth);
    },

    async own(auth: Auth): Promise<PublicPrivacyNotice> {
      return presentPublicPrivacyNotice(await findNetworkPrivacyNotice(db, auth.network.id));
    },

    /** Unknown and malformed ids answer the same 404. */
    async byPublicId(publicId: string): Promise<PublicPrivacyNotice> {
      if (!UUID.test(publicId)) throw notFound();
      const row = await findPrivacyNoticeByPublicId(db, publicId.toLowerCase());
      if (!row) throw notFound();
      return presentPublicPrivacyNotice(row);
    },

    async site(): Promise<SitePrivacyNotice> {
      const networkId = await onlyNetworkId(db);
      if (networkId === null) return { notice: null };
      return { notice: presentPublicPrivacyNotice(await findNetworkPrivacyNotice(db, networkId)) };
    },
  };
}
