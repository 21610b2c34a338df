// Delivery and service providers offered on provider invitations and registers.
import { z } from 'zod';

export const Provider = z.object({ name: z.string(), display_name: z.string() });
export type Provider = z.infer<typeof Provider>;
export const ProviderList = z.object({ providers: z.array(Provider) });

/** The "other" choice; always listed last, asks for a specified name. */
export const OTHER_PROVIDER = { name: 'otro', display_name: 'Otro' } as const;
/** Every new network starts with these (migration 20261125_0101 gave them to the networks before it). */
export const DEFAULT_PROVIDERS = [
  { name: 'amazon', display_name: 'Amazon' },
  { name: 'dhl', display_name: 'DHL' },
  { name: 'didi', display_name: 'DiDi Food' },
  { name: 'dominos_pizza', display_name: "Domino's Pizza" },
  { name: 'fedex', display_name: 'FedEx' },
  { name: 'mercado_libre', display_name: 'Mercado Libre' },
  { name: 'pizza_hut', display_name: 'Pizza Hut' },
  { name: 'rappi', display_name: 'Rappi' },
  { name: 'uber', display_name: 'Uber' },
] as const;
