/** Whether a cause-list entry names an advocate's enrollment, for either side (letters in any case). */
export function namesEnrollment(
  entry: { petitionerEnrollmentId: string; respondentEnrollmentId: string },
  enrollmentNumber: string,
): boolean {
  const wanted = enrollmentNumber.toUpperCase();
  return [entry.petitionerEnrollmentId, entry.respondentEnrollmentId].some(
    (enrolled) => enrolled.toUpperCase() === wanted,
  );
}
