import type { RetentionPeriods } from '@nyaya/shared';
import type { RetentionDays } from './service.ts';

/** The spec's field names, as getretentionPeriod answers them. */
export function presentRetention(days: RetentionDays): RetentionPeriods {
  return { retentionDistrictCourtDays: days.district, retentionHighCourtDays: days.high };
}
