import { DEMO_ADVOCATE_ENROLLMENT, type ArchivalStatus, type CauseListInput } from '@nyaya/shared';
import { heardIn } from './masters-data.ts';

/** A hearing that has taken place: listed this many days before the court's today. */
type PastListing = Omit<CauseListInput, 'nextDate'> & { daysAgo: number };

/** Four past hearings in Room1 and Room2 whose recordings the demo requests ask for. */
export const DEMO_PAST_LISTINGS: readonly PastListing[] = [
  {
    daysAgo: 20,
    ...heardIn('DLND01', 1),
    casestage: 'Evidence',
    cnr: 'DLND010000212024',
    petitioner: 'Kamla Devi',
    respondent: 'New Delhi Municipal Council',
    advocatePetitioner: 'Sanjay Malhotra',
    advocateRespondent: 'Ritu Bhardwaj',
    caseType: 'Civil',
    filingNumber: '106782',
    filingDate: '2024-03-11',
    registrationNumber: '1342',
    registrationDate: '2024-03-19',
    caseNumber: 'CS-DJ/1342/2024',
    petitionerEnrollmentId: 'D/4410/2015',
    respondentEnrollmentId: 'D/2987/2013',
    streamingExclusion: 'none',
  },
  {
    daysAgo: 35,
    ...heardIn('DLND01', 2),
    casestage: 'Arguments',
    cnr: 'DLND010000222024',
    petitioner: 'Priya Singh',
    respondent: 'Bharat Insurance Company Ltd',
    advocatePetitioner: 'Manish Arora',
    advocateRespondent: 'Sonal Jain',
    caseType: 'Civil',
    filingNumber: '107115',
    filingDate: '2024-04-22',
    registrationNumber: '1509',
    registrationDate: '2024-04-30',
    caseNumber: 'CS-COMM/1509/2024',
    petitionerEnrollmentId: 'D/6638/2018',
    respondentEnrollmentId: 'D/1190/2009',
    streamingExclusion: 'none',
  },
  {
    daysAgo: 50,
    ...heardIn('DLND01', 1),
    casestage: 'Framing of Charge',
    cnr: 'DLND010000232023',
    petitioner: 'State Through Police Station Tilak Marg',
    respondent: 'Naveen Chopra',
    advocatePetitioner: 'Arvind Tyagi',
    advocateRespondent: 'Rohan Mehta',
    caseType: 'Criminal',
    filingNumber: '207734',
    filingDate: '2023-10-09',
    registrationNumber: '388',
    registrationDate: '2023-10-16',
    caseNumber: 'SC/388/2023',
    petitionerEnrollmentId: 'D/3310/2008',
    respondentEnrollmentId: DEMO_ADVOCATE_ENROLLMENT,
    streamingExclusion: 'none',
  },
  {
    daysAgo: 65,
    ...heardIn('DLND01', 2),
    casestage: 'Cross-examination',
    cnr: 'DLND010000242024',
    petitioner: 'Rakesh Bansal',
    respondent: 'Sushma Bansal',
    advocatePetitioner: 'Rohan Mehta',
    advocateRespondent: 'Meenakshi Arora',
    caseType: 'Civil',
    filingNumber: '108430',
    filingDate: '2024-06-03',
    registrationNumber: '1766',
    registrationDate: '2024-06-11',
    caseNumber: 'CS-DJ/1766/2024',
    petitionerEnrollmentId: DEMO_ADVOCATE_ENROLLMENT,
    respondentEnrollmentId: 'D/1877/2011',
    streamingExclusion: 'none',
  },
];

/** The demo accounts the requests involve. */
export type DemoPerson = 'Individual' | 'Advocate' | 'Controller';

type DemoRequest = {
  cnr: string;
  requester: Exclude<DemoPerson, 'Controller'>;
  /** The requester themselves, or the Controller on their behalf. */
  filedBy: DemoPerson;
  filedDaysAgo: number;
  reason: string;
  decision?: { status: Exclude<ArchivalStatus, 'Pending'>; decidedDaysAgo: number; note: string };
};

/** The demo Individual and Advocate each have one pending request and one decided. */
export const DEMO_ARCHIVAL_REQUESTS: readonly DemoRequest[] = [
  {
    cnr: 'DLND010000242024',
    requester: 'Advocate',
    filedBy: 'Advocate',
    filedDaysAgo: 6,
    reason: 'To prepare the written submissions on the cross-examination of the respondent.',
    decision: {
      status: 'Rejected',
      decidedDaysAgo: 5,
      note: 'The hearing was held in camera on the court’s order; its recording cannot be released.',
    },
  },
  {
    cnr: 'DLND010000222024',
    requester: 'Individual',
    filedBy: 'Controller',
    filedDaysAgo: 4,
    reason: 'I am the petitioner and need the recording of the arguments for my records.',
    decision: { status: 'Approved', decidedDaysAgo: 2, note: 'Certified copy issued' },
  },
  {
    cnr: 'DLND010000232023',
    requester: 'Advocate',
    filedBy: 'Advocate',
    filedDaysAgo: 2,
    reason: 'Counsel for the accused: the order on charge refers to submissions made at this hearing.',
  },
  {
    cnr: 'DLND010000212024',
    requester: 'Individual',
    filedBy: 'Individual',
    filedDaysAgo: 1,
    reason: 'I could not attend the evidence hearing and wish to watch what was recorded.',
  },
];
