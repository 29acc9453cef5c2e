/** Test data shared by the shared, server and browser suites; not part of the app's runtime. */

/** A signup an Advocate could really submit: every field valid, e-mail in mixed case, dial code with "+". */
export const VALID_ADVOCATE_SIGNUP = {
  role: 'Advocate',
  enrollmentNumber: 'D/99/2024',
  firstName: 'Asha',
  lastName: 'Rani',
  email: 'Asha@Example.IN',
  dialCode: '+91',
  mobile: '9123456789',
  address1: '12 Court Road',
  pinCode: '110001',
  state: 'Delhi',
  city: 'New Delhi',
  country: 'IN',
  password: 'Asha@2024x',
  confirmPassword: 'Asha@2024x',
} as const;

/** A Cause List Entry form the Controller could really save (dates in the past, enrollment ids different). */
export const VALID_CAUSE_LIST_ENTRY = {
  nextDate: '2030-01-15',
  roomId: 'Room1',
  casestage: 'Arguments',
  cnr: 'DLND010000992024',
  petitioner: 'Ramesh Chand Gupta',
  respondent: 'Delhi Development Authority',
  advocatePetitioner: 'Rohan Mehta',
  advocateRespondent: 'Kavita Sharma',
  caseType: 'Civil',
  filingNumber: '104523',
  filingDate: '2024-02-12',
  registrationNumber: '1187',
  registrationDate: '2024-02-20',
  caseNumber: 'CS-DJ/1187/2024',
  petitionerEnrollmentId: 'D/1234/2020',
  respondentEnrollmentId: 'D/2211/2012',
} as const;
