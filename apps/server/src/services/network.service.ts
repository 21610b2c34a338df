// The network admin's settings of their own network. The caller's network is the only one reachable: no id
// is taken from the request.
import type { NetworkSettings, UpdateNetworkSettings } from '@garita/contract';
import type { AppContext, Auth } from '../context.ts';
import { presentNetworkSettings } from '../presenters/network.presenter.ts';
import { updateNetwork } from '../repositories/networks.repository.ts';

export function createNetworkService(ctx: Pick<AppContext, 'db'>) {
  return {
    show: (auth: Auth): NetworkSettings => presentNetworkSettings(auth.network),

    async update(auth: Auth, input: UpdateNetworkSettings): Promise<NetworkSettings> {
      const { user_limits, ...values } = input;
      const changes = { ...values, ...(user_limits ? { user_limits: JSON.stringify(user_limits) } : {}) };
      if (Object.keys(changes).length === 0) return presentNetworkSettings(auth.network);
      return presentNetworkSettings(await updateNetwork(ctx.db, auth.network.id, changes));
    },
  };
}
