import { DEMO_ADVOCATE_ENROLLMENT, type CauseListInput } from '@nyaya/shared';
import { heardIn } from './masters-data.ts';

/** The case whose demo recording can be watched (Available on the search screen). */
export const DEMO_AVAILABLE_CNR = 'DLND010000012025';
/** The case whose demo recording retention has expired (Expired: it can only be requested). */
export const DEMO_EXPIRED_CNR = 'DLND010000022025';

/** Seconds of the generated demo clip. */
export const DEMO_CLIP_SECONDS = 20;

type RecordedListing = Omit<CauseListInput, 'nextDate'> & {
  daysAgo: number;
  state: 'available' | 'expired';
  /** The hearing's start in the court's time zone (IST), when its recording began. */
  startedAt: string;
};

/** Two past hearings with a recording each: one still within retention, one long past it. */
export const DEMO_RECORDED_LISTINGS: readonly RecordedListing[] = [
  {
    daysAgo: 3,
    state: 'available',
    startedAt: '11:15',
    ...heardIn('DLND01', 1),
    casestage: 'Arguments',
    cnr: DEMO_AVAILABLE_CNR,
    petitioner: 'Meera Kapoor',
    respondent: 'Delhi Jal Board',
    advocatePetitioner: 'Rohan Mehta',
    advocateRespondent: 'Kavita Sharma',
    caseType: 'Civil',
    filingNumber: '109874',
    filingDate: '2025-01-06',
    registrationNumber: '118',
    registrationDate: '2025-01-13',
    caseNumber: 'CS-DJ/118/2025',
    petitionerEnrollmentId: DEMO_ADVOCATE_ENROLLMENT,
    respondentEnrollmentId: 'D/2211/2012',
    streamingExclusion: 'none',
  },
  {
    daysAgo: 200,
    state: 'expired',
    startedAt: '12:40',
    ...heardIn('DLND01', 2),
    casestage: 'Evidence',
    cnr: DEMO_EXPIRED_CNR,
    petitioner: 'Anil Khurana',
    respondent: 'Surinder Pal Singh',
    advocatePetitioner: 'Manish Arora',
    advocateRespondent: 'Sonal Jain',
    caseType: 'Civil',
    filingNumber: '109951',
    filingDate: '2025-01-09',
    registrationNumber: '131',
    registrationDate: '2025-01-17',
    caseNumber: 'CS-DJ/131/2025',
    petitionerEnrollmentId: 'D/6638/2018',
    respondentEnrollmentId: 'D/1190/2009',
    streamingExclusion: 'none',
  },
];
