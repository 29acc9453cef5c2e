import type { Bench, CourtComplex, CourtRoom, District, StreamingRoom } from '@nyaya/shared';
import type {
  courtComplexes,
  districts,
  highCourtBenches,
  streamingRooms,
} from '../../core/db/schema/index.ts';
import type { CourtRoomRecord } from './queries.ts';

export function presentDistrict(row: typeof districts.$inferSelect): District {
  return { id: row.id, name: row.name, value: row.value };
}

export function presentComplex(row: typeof courtComplexes.$inferSelect): CourtComplex {
  return { id: row.id, districtId: row.districtId, name: row.name, nameHi: row.nameHi, value: row.value };
}

export function presentCourtRoom(row: CourtRoomRecord): CourtRoom {
  return {
    id: row.id,
    complexId: row.complexId,
    name: row.name,
    nameHi: row.nameHi,
    value: row.value,
    streamingRoomId: row.streamingRoomId,
    streamingRoom: row.streamingRoom,
  };
}

export function presentBench(row: typeof highCourtBenches.$inferSelect): Bench {
  return { id: row.id, label: row.label, labelHi: row.labelHi, value: row.value };
}

export function presentStreamingRoom(row: typeof streamingRooms.$inferSelect): StreamingRoom {
  return { id: row.id, name: row.name };
}
