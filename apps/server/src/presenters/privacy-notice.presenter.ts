// A network's privacy notice -> the admin's settings (what they wrote and the defaults) and the public notice
// (their text, or the default of the network's kind, in each language).
import type { PrivacyNoticeSettings, PublicPrivacyNotice } from '@garita/contract';
import type { PrivacyNoticeWithNetwork } from '../repositories/privacy-notices.repository.ts';
import { defaultPrivacyNotice } from './privacy-notice.texts.ts';

export function presentPrivacyNoticeSettings(row: PrivacyNoticeWithNetwork): PrivacyNoticeSettings {
  return {
    public_id: row.public_id,
    text_en: row.text_en,
    text_es: row.text_es,
    default_en: defaultPrivacyNotice('en', row.network_kind, row.network_name),
    default_es: defaultPrivacyNotice('es', row.network_kind, row.network_name),
    updated_at: row.updated_at?.toISOString() ?? null,
  };
}

export function presentPublicPrivacyNotice(row: PrivacyNoticeWithNetwork): PublicPrivacyNotice {
  return {
    public_id: row.public_id,
    network_name: row.network_name,
    text_en: row.text_en ?? defaultPrivacyNotice('en', row.network_kind, row.network_name),
    text_es: row.text_es ?? defaultPrivacyNotice('es', row.network_kind, row.network_name),
    is_default: row.text_en === null && row.text_es === null,
    updated_at: row.updated_at?.toISOString() ?? null,
  };
}
