import { z } from 'zod';
import { ADD_USER_NAME } from '../constants.ts';
import { MESSAGE_CODES } from '../messages.ts';
import { ROLES, type Role } from '../roles.ts';
import { dialCodeField, emailField, enrollmentNumberField, mobileField, personName } from './fields.ts';
import { pageQuery, searchText } from './pagination.ts';

/** Roles that sit in a court room and so must be given one (spec: court room for Judge and Reader). */
export const SEATED_ROLES = ['Judge', 'Reader'] as const satisfies readonly Role[];

/** The add-user form of spec.md §3 (SuperAdmin, /masters/manage-users); editing uses the same fields. */
export const addUserSchema = z
  .object({
    firstName: personName(MESSAGE_CODES.firstNameRequired, MESSAGE_CODES.addUserNameLength, ADD_USER_NAME),
    lastName: personName(MESSAGE_CODES.lastNameRequired, MESSAGE_CODES.addUserNameLength, ADD_USER_NAME),
    email: emailField,
    dialCode: dialCodeField,
    mobile: mobileField,
    role: z.enum(ROLES, { error: MESSAGE_CODES.roleInvalid }),
    /** The court room's value ("n^m"), for a Judge or Reader. */
    courtRoom: z.string().trim().optional().or(z.literal('')),
    enrollmentNumber: enrollmentNumberField.optional(),
  })
  .refine((form) => !(SEATED_ROLES as readonly Role[]).includes(form.role) || Boolean(form.courtRoom), {
    error: MESSAGE_CODES.courtRoomRequired,
    path: ['courtRoom'],
  })
  .refine((form) => form.role !== 'Advocate' || Boolean(form.enrollmentNumber), {
    error: MESSAGE_CODES.enrollmentRequired,
    path: ['enrollmentNumber'],
  });
export type AddUserInput = z.infer<typeof addUserSchema>;

export const userStatusSchema = z.object({ isActive: z.boolean() });

export const userListQuery = pageQuery.extend({
  q: searchText,
  role: z.enum(ROLES).optional(),
});
