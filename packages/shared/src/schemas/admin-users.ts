import { z } from 'zod';
import { ADD_USER_NAME } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { ROLES, type Role } from '../roles.ts';
import { dialCodeField, emailField, enrollmentNumberField, mobileField, personName } from './fields.ts';
import { pageQuery, searchText } from './pagination.ts';

/** Roles that sit in a court room and so must be given one (spec: court room for Judge and Reader). */
export const SEATED_ROLES = ['Judge', 'Reader'] as const satisfies readonly Role[];

/** The add-user form of spec.md §3 (SuperAdmin, /masters/manage-users); editing uses the same fields. */
export const addUserSchema = z
  .object({
    firstName: personName(MESSAGES.firstNameRequired, MESSAGES.addUserNameLength, ADD_USER_NAME),
    lastName: personName(MESSAGES.lastNameRequired, MESSAGES.addUserNameLength, ADD_USER_NAME),
    email: emailField,
    dialCode: dialCodeField,
    mobile: mobileField,
    role: z.enum(ROLES, { error: MESSAGES.roleInvalid }),
    /** The court room's value ("n^m"), for a Judge or Reader. */
    courtRoom: z.string().trim().optional().or(z.literal('')),
    enrollmentNumber: enrollmentNumberField.optional(),
  })
  .refine((form) => !(SEATED_ROLES as readonly Role[]).includes(form.role) || Boolean(form.courtRoom), {
    error: MESSAGES.courtRoomRequired,
    path: ['courtRoom'],
  })
  .refine((form) => form.role !== 'Advocate' || Boolean(form.enrollmentNumber), {
    error: MESSAGES.enrollmentRequired,
    path: ['enrollmentNumber'],
  });
export type AddUserInput = z.infer<typeof addUserSchema>;

export const userStatusSchema = z.object({ isActive: z.boolean() });

export const userListQuery = pageQuery.extend({
  q: searchText,
  role: z.enum(ROLES).optional(),
});
