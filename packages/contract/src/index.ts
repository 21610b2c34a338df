// The contract between Garita's server and web app: every schema, type and constant both sides share.
// First, before any schema is built: zod without eval in a browser (zod-browser.ts).
import './zod-browser.ts';

export * from './access-keys.ts';
export * from './access-servers.ts';
export * from './audit.ts';
export * from './common.ts';
export * from './community-members.ts';
export * from './constants.ts';
export * from './custom-attributes.ts';
export * from './email-check.ts';
export * from './endpoint-routes.ts';
export * from './endpoints.ts';
export * from './enum-values.ts';
export * from './enums.ts';
export * from './error-codes.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './intelligence.ts';
export * from './languages.ts';
export * from './live.ts';
export * from './network.ts';
export * from './network-features.ts';
export * from './network-groups.ts';
export * from './offline.ts';
export * from './offline-sync.ts';
export * from './photos.ts';
export * from './privacy.ts';
export * from './providers.ts';
export * from './public-invitations.ts';
export * from './retention.ts';
export * from './setup.ts';
export * from './transactions.ts';
export * from './users.ts';
export * from './watchlist.ts';
export * from './web-config.ts';
export * from './webhooks.ts';
