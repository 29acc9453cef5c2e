export const ROLES = [
  'Judge',
  'Advocate',
  'Individual',
  'Reader',
  'Controller',
  'SuperAdmin',
  'Admin',
] as const;

export type Role = (typeof ROLES)[number];

/** Roles a person may choose for themselves at /signup; staff accounts are created by a SuperAdmin. */
export const SELF_SIGNUP_ROLES = ['Individual', 'Advocate'] as const satisfies readonly Role[];

export type SelfSignupRole = (typeof SELF_SIGNUP_ROLES)[number];
