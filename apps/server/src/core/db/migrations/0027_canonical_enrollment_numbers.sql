-- Enrollment numbers in the canonical form the sign-up and add-user forms now write (packages/shared
-- enrollmentNumberField: NFKC, Unicode format characters removed, trimmed, upper-case), where that form is within
-- the alphabet and no other account's; a row whose form is neither is left as it was, for the control room to see.
WITH canonical AS (
  SELECT "id", upper(regexp_replace(
    regexp_replace(normalize("enrollment_number", NFKC), '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]', '', 'g'),
    '^\s+|\s+$', '', 'g')) AS "enrollment"
  FROM "users" WHERE "enrollment_number" IS NOT NULL
), counted AS (
  SELECT "id", "enrollment", count(*) OVER (PARTITION BY "enrollment") AS "holders" FROM canonical
)
UPDATE "users" SET "enrollment_number" = counted."enrollment" FROM counted
WHERE "users"."id" = counted."id" AND counted."holders" = 1 AND counted."enrollment" ~ '^[A-Z0-9/-]{1,12}$'
  AND "users"."enrollment_number" <> counted."enrollment";
