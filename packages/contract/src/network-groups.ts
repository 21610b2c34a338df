// Network groups (units, departments): spec §3 and §7.
import { z } from 'zod';
import { AccessServerSummary } from './access-servers.ts';
import { IdRef, optionalQuery, Paged, PageQuery, requiredText } from './common.ts';
import { MAX_NAME } from './constants.ts';

export const NetworkGroupUser = z.object({ id: z.number(), name: z.string(), email: z.string(), role: z.string() });

export const NetworkGroup = z.object({
  id: z.number(),
  name: z.string(),
  access_servers: z.array(AccessServerSummary),
  users: z.array(NetworkGroupUser),
});
export type NetworkGroup = z.infer<typeof NetworkGroup>;

export const NetworkGroupListQuery = PageQuery.extend({ access_server: optionalQuery(IdRef) });
export const NetworkGroupList = z.object({ network_groups: z.array(NetworkGroup), ...Paged });
export type NetworkGroupList = z.infer<typeof NetworkGroupList>;

export const NetworkGroupInput = z.object({
  network_group: z.object({
    name: requiredText(MAX_NAME),
    access_servers: z.array(IdRef).min(1).max(500),
  }),
});
export type NetworkGroupInput = z.infer<typeof NetworkGroupInput>;
export const NetworkGroupSaved = z.object({ network_group: NetworkGroup });
