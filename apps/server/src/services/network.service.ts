// The network admin's settings of their own network. The caller's network is the only one reachable: no id
// is taken from the request.
import type { NetworkSettings, UpdateNetworkSettings } from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import { invalid } from '../lib/errors.ts';
import { presentNetworkSettings } from '../presenters/network.presenter.ts';
import { updateNetwork } from '../repositories/networks.repository.ts';

export function createNetworkService(ctx: Pick<AppContext, 'db'>) {
  return {
    show: (auth: Auth): NetworkSettings => presentNetworkSettings(auth.network),

    async update(auth: Auth, input: UpdateNetworkSettings): Promise<NetworkSettings> {
      const { user_limits, ...values } = input;
      const photoDays = input.photo_retention_days ?? auth.network.photo_retention_days;
      const personalDays = input.personal_data_retention_days ?? auth.network.personal_data_retention_days;
      // Photos are personal data: kept no longer than the rest of it (networks_photos_within_personal_data).
      if (photoDays > personalDays)
        throw invalid(
          input.photo_retention_days !== undefined ? 'photo_retention_days' : 'personal_data_retention_days',
          `photos are kept at most as long as personal data (${personalDays} days)`,
        );
      const changes = { ...values, ...(user_limits ? { user_limits: JSON.stringify(user_limits) } : {}) };
      if (Object.keys(changes).length === 0) return presentNetworkSettings(auth.network);
      return presentNetworkSettings(await updateNetwork(ctx.db, auth.network.id, changes));
    },
  };
}
