// The unit form (spec §5 "Unit"): a name and at least one access point, with the contract's limits.
import { type NetworkGroup, NetworkGroupInput } from '@garita/contract';
import { z } from 'zod';

export const UnitFormSchema = z.object({
  name: NetworkGroupInput.shape.network_group.shape.name,
  access_servers: z.array(z.number().int().positive()).min(1),
});
export type UnitFormInput = z.input<typeof UnitFormSchema>;
export type UnitFormValues = z.output<typeof UnitFormSchema>;

export function unitFormFrom(unit: NetworkGroup | null): UnitFormInput {
  return { name: unit?.name ?? '', access_servers: unit?.access_servers.map((server) => server.id) ?? [] };
}

export function unitBody(values: UnitFormValues): NetworkGroupInput {
  return { network_group: { name: values.name, access_servers: values.access_servers } };
}
