// Every migration, in order. Kysely's Migrator runs the ones a database has not seen yet.
import type { Migration } from 'kysely/migration';
import * as init from './20261122_0001_init.ts';
import * as accessDecisions from './20261123_0002_access_decisions.ts';
import * as eventsTimeZone from './20261123_0101_events_time_zone.ts';
import * as entryExit from './20261124_0001_entry_exit.ts';
import * as insideColumn from './20261124_0002_inside_column.ts';
import * as realSite from './20261125_0101_real_site.ts';
import * as gateControllers from './20261125_0201_gate_controllers.ts';
import * as customAttributeNames from './20261125_0301_custom_attribute_names.ts';
import * as authThrottle from './20261126_0101_auth_throttle.ts';
import * as accounts from './20261126_0201_accounts.ts';
import * as retention from './20261126_0401_retention.ts';
import * as privacy from './20261126_0501_privacy.ts';
import * as auditLog from './20261126_0601_audit_log.ts';
import * as idempotencyKeys from './20261127_0101_idempotency_keys.ts';
import * as capabilityFlags from './20261127_0201_capability_flags.ts';
import * as outbox from './20261127_0301_outbox.ts';
import * as temporaryTolerance from './20261127_0501_temporary_tolerance.ts';
import * as liveEvents from './20261128_0201_live_events.ts';
import * as providerOverstay from './20261128_0401_provider_overstay.ts';
import * as intelligenceRollup from './20261129_0201_intelligence_rollup.ts';
import * as serverSecrets from './20261129_0301_server_secrets.ts';
import * as watchlist from './20261130_01_watchlist.ts';
import * as webhooks from './20261130_0201_webhooks.ts';
import * as liveNotify from './20261130_0301_live_notify.ts';
import * as offlineSnapshot from './20261201_01_offline_snapshot.ts';
import * as dynamicKeySecrets from './20261201_02_dynamic_key_secrets.ts';
import * as offlineSync from './20261201_03_offline_sync.ts';
import * as intelligenceLocalHours from './20261202_01_intelligence_local_hours.ts';
import * as scanCacheNotify from './20261202_02_scan_cache_notify.ts';
import * as purgeWatchlistCount from './20261203_01_purge_watchlist_count.ts';
import * as watchlistCacheNotify from './20261204_01_watchlist_cache_notify.ts';
import * as customAttributesCacheNotify from './20261204_02_custom_attributes_cache_notify.ts';
import * as webhooksCacheNotify from './20261205_01_webhooks_cache_notify.ts';
import * as ownerCacheNotify from './20261206_01_owner_cache_notify.ts';
import * as keyHasPhotos from './20261206_02_key_has_photos.ts';
import * as eventCacheNotify from './20261206_03_event_cache_notify.ts';

export const migrations: Record<string, Migration> = {
  '20261122_0001_init': init,
  '20261123_0002_access_decisions': accessDecisions,
  '20261123_0101_events_time_zone': eventsTimeZone,
  '20261124_0001_entry_exit': entryExit,
  '20261124_0002_inside_column': insideColumn,
  '20261125_0101_real_site': realSite,
  '20261125_0201_gate_controllers': gateControllers,
  '20261125_0301_custom_attribute_names': customAttributeNames,
  '20261126_0101_auth_throttle': authThrottle,
  '20261126_0201_accounts': accounts,
  '20261126_0401_retention': retention,
  '20261126_0501_privacy': privacy,
  '20261126_0601_audit_log': auditLog,
  '20261127_0101_idempotency_keys': idempotencyKeys,
  '20261127_0301_outbox': outbox,
  '20261127_0501_temporary_tolerance': temporaryTolerance,
  '20261127_0201_capability_flags': capabilityFlags,
  '20261128_0401_provider_overstay': providerOverstay,
  '20261128_0201_live_events': liveEvents,
  '20261129_0201_intelligence_rollup': intelligenceRollup,
  '20261129_0301_server_secrets': serverSecrets,
  '20261130_01_watchlist': watchlist,
  '20261130_0201_webhooks': webhooks,
  '20261130_0301_live_notify': liveNotify,
  '20261201_01_offline_snapshot': offlineSnapshot,
  '20261201_02_dynamic_key_secrets': dynamicKeySecrets,
  '20261201_03_offline_sync': offlineSync,
  '20261202_01_intelligence_local_hours': intelligenceLocalHours,
  '20261202_02_scan_cache_notify': scanCacheNotify,
  '20261203_01_purge_watchlist_count': purgeWatchlistCount,
  '20261204_01_watchlist_cache_notify': watchlistCacheNotify,
  '20261204_02_custom_attributes_cache_notify': customAttributesCacheNotify,
  '20261205_01_webhooks_cache_notify': webhooksCacheNotify,
  '20261206_01_owner_cache_notify': ownerCacheNotify,
  '20261206_02_key_has_photos': keyHasPhotos,
  '20261206_03_event_cache_notify': eventCacheNotify,
};
