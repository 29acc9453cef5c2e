import type { CountryCode } from 'libphonenumber-js';

/**
 * A country as the forms list it: by name and dial code, with no flag (flag emoji need a colour emoji font, which
 * Linux and Windows often lack: they showed as two empty boxes).
 */
export type Country = { code: CountryCode; dialCode: string; name: string };
