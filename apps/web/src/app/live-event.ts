// One change of the session's live stream (live-stream.ts), read with the contract's schema: the change it
// announces, or null for one that is not the contract's. Apart from the stream's reader
// so that zod and the schema come with the first event, not with the first screen.
import { LiveEvent } from '@garita/contract';

export function readLiveEvent(message: { data: string }): LiveEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = LiveEvent.safeParse(data);
  return parsed.success ? parsed.data : null;
}
