import type { Bench, CourtComplex, CourtRoom, District, StreamingRoom } from '@nyaya/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { queryString } from './query-string';

/**
 * The court master lists, read by several features (court masters, users' court rooms, case search).
 * Every key starts with MASTERS_KEY, so a change to any master refreshes them all.
 */
export const MASTERS_KEY = 'masters';

export const districtsQuery = queryOptions({
  queryKey: [MASTERS_KEY, 'districts'],
  queryFn: () => api.get<District[]>('/master/districts'),
});

export function complexesQuery(districtId?: number) {
  return queryOptions({
    queryKey: [MASTERS_KEY, 'complexes', districtId ?? null],
    queryFn: () => api.get<CourtComplex[]>(`/master/complexes${queryString({ districtId })}`),
  });
}

export function courtRoomsQuery(complexId?: number) {
  return queryOptions({
    queryKey: [MASTERS_KEY, 'courtrooms', complexId ?? null],
    queryFn: () => api.get<CourtRoom[]>(`/master/courtrooms${queryString({ complexId })}`),
  });
}

export const benchesQuery = queryOptions({
  queryKey: [MASTERS_KEY, 'benches'],
  queryFn: () => api.get<Bench[]>('/master/benches'),
});

export const streamingRoomsQuery = queryOptions({
  queryKey: [MASTERS_KEY, 'streamingRooms'],
  queryFn: () => api.get<StreamingRoom[]>('/master/streamingRooms'),
});
