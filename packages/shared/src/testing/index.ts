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
