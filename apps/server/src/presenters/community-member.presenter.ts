// Community member rows (joined with their owner) -> the CommunityMember shape of spec §3.
import type { CommunityMember } from '@garita/contract';
import type { CommunityMemberWithOwner } from '../repositories/community-members.repository.ts';

export const presentCommunityMember = (m: CommunityMemberWithOwner): CommunityMember => ({
  id: m.id,
  name: m.name,
  phone: m.phone,
  country_code: m.country_code,
  email: m.email,
  user: {
    id: m.user_id,
    name: m.user_name,
    network_group: m.group_name === null ? null : { name: m.group_name },
  },
});
