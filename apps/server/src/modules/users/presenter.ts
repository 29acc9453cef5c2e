import type { PublicUser } from '@nyaya/shared';
import type { UserRecord } from '../../core/user-records.ts';

export function presentUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    dialCode: user.dialCode,
    mobile: user.mobile,
    country: user.country,
    enrollmentNumber: user.enrollmentNumber,
    advocateVerified: user.role === 'Advocate' ? user.advocateVerifiedAt !== null : null,
    courtRoom: user.courtRoom,
    language: user.language,
  };
}
