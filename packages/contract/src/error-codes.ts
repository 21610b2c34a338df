// Machine-readable error codes the server answers with; the web app translates each one. A module of its own,
// without zod, so the web's client (apps/web/src/lib/api.ts) reads them before any schema is built; errors.ts has
// the error body's schema.

export const ERROR_CODES = [
  'unauthorized', // 401: no or bad token
  'invalid_credentials', // 401: login
  'token_expired', // 401: session expired or revoked
  'suspended_account', // 403: deactivated user
  'forbidden', // 403 is reserved for suspension; kept for completeness
  'not_found', // 404
  'user_no_access', // 422: action not allowed for this user or resource
  'validation_failed', // 422: body, query or params do not match the schema
  'malformed_body', // 400: unparsable JSON
  'payload_too_large', // 413
  'unsupported_media_type', // 415
  'email_taken', // 422: "This email belongs to another account"
  'limit_reached', // 422: "Limit reached"
  'duplicate_guest', // 422
  'invalid_photo', // 422: photo is not a decodable image
  'missing_photos', // 422: required photo missing
  'missing_custom_attributes', // 422: required custom attribute missing
  'invalid_key', // 422/404: scanned key unknown
  'not_open_gate', // 422: gate is not remote pulse or transaction not granted
  'gate_driver_failed', // 502: the gate's controller failed or did not answer
  'already_opened', // 409: open_gate after the gate already opened for this record (or while it is opening)
  'no_controller', // 409: open_gate or the test button on a gate without a controller
  'open_window_passed', // 422: open_gate for a record older than the network's open-gate window
  'exit_by_key', // 422: log_exit for an entry that leaves by its invitation (QR scan, or the provider page)
  'rate_limited', // 429
  'invalid_reset_token', // 422
  'wrong_password', // 422: changing one's own email or password without the right current password
  'already_set_up', // 409: POST /setup once a network exists
  'provider_taken', // 422: the network already lists a provider of that name
  'idempotency_key_reused', // 422: an Idempotency-Key sent again with a different request
  'feature_off', // 422: the network's admin switched off providers, custom attributes or favourites
  'service_unavailable', // 503: the database is not answering (or, from the load balancer, no instance is): nothing was done
  'visitor_not_invitable', // 422: the visitor is on the network's watchlist (deny); the host is told no more
  'device_taken', // 409: X-Garita-Device names a device another network registered (the browser makes a new id)
  'internal_error', // 500: never for a client's mistake
] as const;
