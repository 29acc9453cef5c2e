import type { StreamSetup } from '@nyaya/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const STREAM_SETUPS_KEY = 'streamSetups';

/** The rows the table shows: one page of every setup, or the setup of the room searched for. */
export type StreamSetupRows = { rows: StreamSetup[]; totalPages: number };

/** One page of the stream setups (PAGE_SIZE.streamSetup a page), keys masked. */
export async function getStreamSetups(page: number): Promise<StreamSetupRows> {
  const result = await api.page<StreamSetup>(`/streaming/controller/getstreamsetup?page=${page}`);
  return { rows: result.data, totalPages: result.totalPages };
}

/** The setups of one room (spec.md §7: searchStreamByRoomNo), keys masked; not paged. */
export async function searchStreamsByRoom(roomId: string): Promise<StreamSetupRows> {
  const rows = await api.post<StreamSetup[]>('/streaming/controller/searchStreamByRoomNo', { roomId });
  return { rows, totalPages: rows.length > 0 ? 1 : 0 };
}

function streamSetupsQuery(page: number, roomId: string) {
  return queryOptions({
    queryKey: [STREAM_SETUPS_KEY, 'list', { page, roomId }],
    queryFn: () => (roomId ? searchStreamsByRoom(roomId) : getStreamSetups(page)),
  });
}

/** `roomId` empty lists every room's setup a page at a time; otherwise only that room's. */
export function useStreamSetups(page: number, roomId: string) {
  return useQuery({ ...streamSetupsQuery(page, roomId), placeholderData: keepPreviousData });
}
