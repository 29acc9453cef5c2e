/**
 * Every user-facing message the server and the forms share. Texts quoted from the specification are
 * kept word for word; the web app translates by key (see `messageKey`), so a Hindi file needs no code.
 */
export const MESSAGES = {
  // spec.md §5 and §8, word for word.
  passwordsMustMatch: 'Passwords must match',
  newPasswordMismatch: 'New Password and Confirm Password do not match',
  enterEmail: 'Please Enter Email',
  otpSixDigits: 'Please enter a valid 6-digit OTP.',
  somethingWentWrong: 'Something went wrong',
  noRecordsFound: 'No Records Found',
  noPageFound: 'No Page Found.',
  meetingEnded: 'Meeting ended',

  // Field rules of spec.md §5 in our words (the spec names the rule but not its text).
  userIdRequired: 'Please enter your e-mail or mobile number',
  userIdInvalid: 'Enter a valid e-mail or a 10-digit mobile number starting with 6 to 9',
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordNeedsLowercase: 'Password must contain a lowercase letter',
  passwordNeedsUppercase: 'Password must contain an uppercase letter',
  passwordNeedsDigit: 'Password must contain a digit',
  passwordNeedsSpecial: 'Password must contain one of !@#$%^&*',
  confirmPasswordRequired: 'Please confirm your password',
  firstNameRequired: 'Please enter the first name',
  firstNameLength: 'First name must be 3 to 25 characters',
  lastNameRequired: 'Please enter the last name',
  lastNameLength: 'Last name must be 3 to 25 characters',
  nameLettersOnly: 'Only letters and spaces are allowed',
  emailRequired: 'Please enter the e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  emailTooLong: 'E-mail must be at most 254 characters',
  mobileRequired: 'Please enter the mobile number',
  mobileInvalid: 'Mobile number must be exactly 10 digits',
  dialCodeInvalid: 'Select a valid country dial code',
  pinCodeInvalid: 'Pin code must be exactly 6 digits',
  addressLength: 'Address must be at least 3 characters',
  stateLength: 'State must be at least 3 characters',
  stateRequired: 'Please select the state or union territory.',
  stateNotInIndia: 'Please choose a state or union territory of India',
  cityLength: 'City must be at least 3 characters',
  countryRequired: 'Please select your country',
  roleInvalid: 'Select a valid role',
  enrollmentRequired: 'Enrollment number is required for an Advocate',
  enrollmentTooLong: 'Enrollment number must be at most 12 characters',
  enrollmentInvalid: 'Enrollment number may contain only letters, digits, / and -',

  // Advocate enrollment: one account per Bar Council enrollment, checked by the control room before a lobby.
  enrollmentTaken: 'This enrollment number is already registered',
  advocateAwaitingVerification:
    "Your enrollment is awaiting verification by the court's control room. You can join hearings once it is verified.",
  advocateIdInvalid: 'Choose an applicant from the list',
  advocateNotFound: 'No Advocate account has this id',
  advocateAlreadyDecided: 'This enrollment has already been verified or rejected',
  advocateStatusInvalid: 'Select Pending, Verified or Rejected',
  advocateRejectNoteRequired: 'Please give the reason for rejecting the enrollment',
  advocateRejectNoteLength: 'The note can be at most 500 characters',
  advocateVerified: 'Advocate verified. They may now wait in the lobby for their cases.',
  advocateRejected: 'Enrollment rejected. The account has been deactivated.',

  // Sign-in, sessions and the request guard.
  invalidCredentials: 'Invalid user id or password',
  accountLocked: "This account is locked. Please contact the court's administrator.",
  signInCaptchaRequired: 'Please complete the check to sign in.',
  accountInactive: 'This account has been deactivated. Please contact the court administrator.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  signedIn: 'Signed in successfully',
  signedOut: 'Signed out successfully',
  signedUpVerify:
    'Your account has been created. Enter the codes sent to your e-mail and mobile to verify them.',
  contactsUnverified:
    'Your e-mail and mobile are not verified yet. Enter the codes sent to them to finish creating your account.',
  verificationCodesSent: 'A 6-digit code has been sent to your e-mail and another to your mobile.',
  verificationCodesStillValid:
    'The codes sent earlier to your e-mail and mobile are still valid: enter them.',
  contactsVerified: 'Your e-mail and mobile are verified.',
  contactsAlreadyVerified: 'Your e-mail and mobile are already verified. Please sign in.',
  emailTaken: 'This e-mail is already registered',
  mobileTaken: 'This mobile number is already registered',
  notSignedIn: 'Please sign in to continue',
  forbidden: 'You are not allowed to do this',
  devOutboxLocalOnly: 'The dev outbox answers only requests made on the machine the server runs on',
  csrfMissing: 'Your session has expired. Please reload the page and try again.',
  notFound: 'Not found',
  invalidRequest: 'Invalid request',
  controlCharacters:
    'This field contains characters that cannot be typed, such as a NUL. Please remove them.',
  payloadTooDeep: 'This request is nested too deeply to be read.',
  payloadTooLarge: 'This request is too large.',
  ipBanned: 'Access from your network address has been blocked. Please contact the court administrator.',
  tooManySessionSockets:
    'Too many connections are open for this session. Close other Nyaya Live tabs or windows, then reload.',
  tooManyUserSockets:
    'Too many connections are open for your account. Close Nyaya Live on other devices or sign out there, then reload.',

  // Administration: users.
  addUserNameLength: 'Name must be 2 to 50 characters',
  courtRoomRequired: 'Select the court room of the Judge or Reader',
  courtRoomUnknown: 'Select a court room from the list',
  userCreated: 'User added. A code to set their password has been sent to them.',
  userUpdated: 'User updated',
  userActivated: 'User activated',
  userDeactivated: 'User deactivated. Their sessions have ended.',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotChangeOwnRole: 'You cannot change your own role; another administrator must do it',
  resetCodeSent: 'A code to reset the password has been sent.',
  userNotFound: 'User not found',

  // Administration: master data, reasons, retention, IP bans.
  saved: 'Saved successfully',
  deleted: 'Deleted successfully',
  masterNameLength: 'Name must be 2 to 100 characters',
  masterNameHiLength: 'The Hindi name must be 2 to 100 characters, or left empty',
  masterValueRequired: 'Please enter a value',
  masterValueTooLong: 'Value must be at most 50 characters',
  valueTaken: 'This value is already in use',
  inUse: 'This record is in use and cannot be deleted',
  districtRequired: 'Please select a district',
  complexRequired: 'Please select a court complex',
  streamingRoomRequired: 'Please select a streaming room',
  courtRoomValueFormat: 'The value must be two numbers joined by ^, for example 1^2',
  benchLabelSuffix: 'The bench label must end with (A), (O) or (C)',
  reasonLength: 'Reason must be 2 to 60 characters',
  reasonMessageLength: 'Message must be 2 to 60 characters',
  reasonTaken: 'This reason already exists',
  retentionRequired: 'Please enter the number of days',
  retentionDigits: 'Enter the number of days in digits only',
  retentionRange: 'Days must be between 1 and 3650',
  retentionSaved: 'Retention period updated',
  ipInvalid: 'Enter a valid IP address',
  cannotBanOwnIp: 'You cannot ban the IP address you are using',
  ipStatusUpdated: 'IP status updated',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  dateRangeInvalid: 'The start date must not be after the end date',

  // One-time codes and setting a password with one.
  otpWrong: 'The code is not correct. Please try again.',
  otpExpired: 'The code has expired. Please request a new one.',
  otpTooManyTries: 'Too many wrong codes. Please request a new one.',
  otpResendTooSoon: 'Please wait 60 seconds before requesting another code.',
  contactCodesDailyLimit:
    'Too many codes have been sent to this e-mail or mobile today. Please try again tomorrow.',
  otpVerified: 'Code verified. You can now set your password.',
  resetTokenInvalid: 'This code is no longer valid. Please request a new one.',
  passwordSet: 'Your password has been saved. Please sign in.',
  otpVerificationFailed: 'OTP verification failed',

  // Account: forgot and reset password, change password, contact details, profile (spec.md §5 and §8 word for word
  // where quoted; the rest in our words).
  enterNewMobile: 'Please enter new mobile number.',
  newMobileLength: 'New Mobile Number should be atleast 10 digits.',
  newMobileSameAsOld: 'New and Old numbers must be different.',
  mobileSameAsOld: 'New mobile number should not be same as old mobile number',
  mobileOtpSixDigits: 'Please enter a 6-digit OTP',
  newEmailInvalid: 'Please enter a valid new email before resending OTP.',
  newEmailSameAsOld: 'New and Old emails must be different.',
  otpSendFailed: 'An error occurred while sending OTP',
  otpResendFailed: 'Failed to resend OTP',
  otpResent: 'OTP resent successfully',
  verificationFailed: 'Verification failed',
  captchaRequired: 'Please complete the check that you are not a robot',
  captchaInvalid: 'The robot check failed or has expired. Please try again.',
  passwordCodeSentIfKnown:
    'If an account matches, a code to reset the password has been sent to its e-mail and mobile.',
  passwordCodeResent:
    'If an account matches, a new code has been sent to its e-mail and mobile; the earlier code no longer works.',
  resetEmailNotYours: 'Enter the e-mail address of your own account',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'The current password is not correct',
  passwordSameAsCurrent: 'The new password must be different from the current one',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  otpSent: 'A 6-digit code has been sent.',
  contactConsentRequired: 'Please confirm that this mobile number is yours',
  mobileUpdated: 'Your mobile number has been updated',
  emailUpdated: 'Your e-mail address has been updated',
  contactChanged: 'Your contact details changed since the code was sent. Please start again.',
  profileSaved: 'Profile updated',
  otherSessionsSignedOut: 'Your other sessions have been signed out.',
  meetingLinkRequired: 'Please enter the meeting link',
  meetingLinkInvalid: 'Enter the meeting link as an https:// address',
  meetingLinkBackslash: 'A meeting link cannot contain a backslash (\\)',
  meetingLinkCredentials:
    'A meeting link cannot have a name or password before its address (the part before @)',
  meetingLinkPort: 'A meeting link must use the standard https port (443)',
  meetingDatePast: 'A meeting link can be set for today or a later date',
  meetingLinkSaved: 'Meeting link saved',
  meetingLinkRemoved: 'Meeting link removed',
  meetingLinkNotFound: 'No meeting link is set for this room on this date',
  meetingNotYours: 'This meeting is for the judge and the advocates of its hearings',
  hostJudgeUnknown: 'Choose a judge from the list',
  presidingJudgeSaved: 'Presiding judge saved',
  substituteJudgeSaved: 'Substitute judge saved',
  substituteJudgeRemoved: 'Substitute judge removed',
  substituteJudgeNotFound: 'No substitute judge is set for this court room on this date',
  substituteIsPresiding: 'The presiding judge of this court room cannot stand in for it',
  substituteElsewhere: 'This judge already stands in for another court room on this date',
  substituteDatePast: 'Choose today or a later date',

  // Stream setup (spec.md §5 and §8, word for word; {address} is filled with the configured RTMP prefix).
  roomIdRequired: 'Room No is required',
  youtubeUrlPrefix: 'Only RTMP URLs starting with {address} are allowed',
  facebookUrlInvalid: 'Enter a valid Facebook URL',
  delayAtLeastZero: 'Delay must be at least 0 minutes',
  delayAtMostTen: 'Delay cannot exceed 10 minutes',
  allFieldsRequired: 'All fields are required',
  bulkDelayRange: 'Delay must be between 0 and 10 minutes.',
  selectStreamToEdit: 'Please select a stream to edit',
  selectOnlyOneStream: 'Please select only one stream',
  streamNotFound: 'Stream not found',
  selectStreamToDelete: 'Please select at least one stream to delete.',
  selectStreamToDelay: 'Please select at least one stream to update delay.',
  streamSetupFailed: 'Failed to submit stream setup. Please try again.',
  streamDeleteFailed: 'Failed to delete stream(s), please try again.',
  delayUpdateFailed: 'Something went wrong while updating delay.',
  delayUpdated: 'Delay updated successfully for all streams.',
  // Stream setup, our words.
  youtubeKeyRequired: 'YouTube Stream Key is required',
  facebookKeyRequired: 'Facebook Stream Key is required',
  delayWholeMinutes: 'Delay must be a whole number of minutes',
  roomHasStreamSetup: 'This room already has a stream setup',
  streamSetupSaved: 'Stream setup saved',
  streamSetupsDeleted: 'Stream setup deleted',

  // Cause list (spec.md §5 and §8, word for word).
  roomIdSelect: 'Please select the room number.',
  // spec.md §5 words the CNR rule twice ("Please Enter 16 digits CNR" on search); one text for every CNR box, and
  // not "digits": a CNR starts with letters.
  cnrLength: 'CNR number should be 16 characters.',
  filingDateFuture: 'Filing date cannot be in the future.',
  causeListSubmitFailed: 'Failed to submit cause list. Please try again.',
  causeListDeleteFailed: 'Failed to delete cause list(s), please try again.',
  // Cause list, our words.
  cnrFormat: 'CNR must be 4 letters and 12 digits (e.g. DLSW010068242023) or 16 digits.',
  caseStageRequired: 'Please enter the case stage.',
  petitionerLength: 'Petitioner must be 3 to 100 characters.',
  respondentLength: 'Respondent must be 3 to 100 characters.',
  advocatePetitionerLength: 'Advocate for the petitioner must be 3 to 100 characters.',
  advocateRespondentLength: 'Advocate for the respondent must be 3 to 100 characters.',
  caseTypeRequired: 'Please select the case type.',
  filingNumberFormat: 'Filing number must be 5 to 7 digits.',
  filingDateRequired: 'Please enter the filing date.',
  registrationNumberFormat: 'Registration number must be 1 to 6 digits.',
  registrationDateRequired: 'Please enter the registration date.',
  registrationDateFuture: 'Registration date cannot be in the future.',
  caseNumberRequired: 'Please enter the case number.',
  caseNumberFormat: 'Case number may hold letters, digits, / and - only, at most 25 characters.',
  petitionerEnrollmentRequired: "Please enter the petitioner's advocate enrollment id.",
  respondentEnrollmentRequired: "Please enter the respondent's advocate enrollment id.",
  enrollmentIdsMustDiffer: 'Petitioner and respondent enrollment ids must be different.',
  streamingExclusionInvalid: 'Select whether the matter may be streamed.',
  // A warning, not a refusal: an entry whose date has passed must stay editable.
  nextDatePast: "This next date is in the past, so the hearing will not be on any coming day's cause list.",
  selectCauseListToEdit: 'Please select a cause list entry to edit',
  selectOnlyOneCauseList: 'Please select only one cause list entry',
  selectCauseListToDelete: 'Please select at least one cause list entry to delete.',
  causeListNotFound: 'Cause list entry not found',
  causeListDuplicate: 'This case is already listed on that date',
  causeListSaved: 'Cause list entry saved',
  causeListDeleted: 'Cause list entry deleted',
  causeListHearingHeld:
    'A hearing that has had a live session or has recordings cannot be deleted from the cause list.',
  roomIdUnknown: 'Select a room from the list',
  streamKeyUnreadable:
    'A stream key cannot be read with the current encryption secret. Please enter it again.',

  // Archival requests (spec.md §4, word for word).
  requestSubmitted: 'Your request has been submitted successfully.',
  // Archival requests, our words.
  hearingDateRequired: 'Please enter the hearing date.',
  hearingDateFuture: 'The hearing date cannot be in the future.',
  archivalReasonLength: 'Please give a reason of 10 to 500 characters.',
  archivalTermsRequired: 'Please accept the terms to submit the request.',
  archivalNoteLength: 'The note can be at most 500 characters.',
  archivalRejectNoteRequired: 'Please give the reason for rejecting the request.',
  archivalAccessDaysRange: 'Access must be for 1 to 30 days.',
  archivalStatusInvalid: 'Select Pending, Approved or Rejected.',
  archivalRequestIdInvalid: 'A request id is a whole number.',
  archivalRequesterUnknown: 'No Individual or Advocate account has this e-mail.',
  archivalHearingNotListed: 'This case was not listed in that court room on that date.',
  archivalDuplicate: 'A request for this hearing is already pending.',
  archivalNotFound: 'Archival request not found',
  archivalAlreadyDecided: 'This request has already been decided.',
  archivalRequestCreated: 'Archival request created',
  archivalApproved: 'Request approved',
  archivalRejected: 'Request rejected',

  // Case search and recordings, our words.
  courtRequired: 'Please select a court.',
  caseSaved: 'Case added to your list',
  caseRemoved: 'Case removed from your list',
  savedCaseNotFound: 'This case is not on your list',
  recordingNotAvailable: 'No recording of this hearing is available.',
  recordingRestricted: 'This hearing is not open to the public.',
  videoLinkExpired: 'This video link has expired. Open the recording again.',
  hearingNotFound: 'Hearing not found',
  languageInvalid: 'Please choose English or Hindi.',
  caseNotListed: 'No hearing of this CNR is listed in these courts.',

  // The court record, our words.
  recordingDigestInvalid: 'A SHA-256 is 64 hexadecimal characters.',
  notACourtRecording: 'This file is not a recording of these courts.',

  // spec.md §8, word for word: the lock-down's developer-tools notice on the viewer pages.
  devToolsDetected: 'Developer tools detected!',
  devToolsNotAllowed: 'Developer tools are not allowed on this page.',

  // Reader dashboard, our words.
  partiesInformedMarked: 'Marked: the parties were told the hearing will be streamed',
  partiesInformedCleared: 'Mark removed',

  // Live courtroom (spec.md §2 and §4, word for word).
  courtroomAboutToStart: 'The courtroom session is about to start',
  acceptedInMeeting: "You're accepted in the meeting. Join when you're ready.",
  streamStarted: 'Stream Started',
  streamStopped: 'Stream stopped.',
  notReadyToRecord: 'Not ready to record',
  recordingFailed: 'Recording failed',
  recordingStartFailed: 'Failed to start recording',
  createStreamsFailed: 'Failed to create streams: {reason}',
  // Live courtroom, our words: a reason in createStreamsFailed.
  liveStreamLostRecordingStart:
    'the start of the recording was lost in a server restart; stop and start the recording to stream again',
  // Public stream player (spec.md §2 "/stream", word for word; we play HLS, the spec's text names FLV).
  streamPlayerUnsupported: 'FLV format is not supported in your browser',
  streamAutoplayBlocked: 'Unable to autoplay. Click play to start the video.',
  // Public stream, our words.
  courtNotInSession: 'Court not in session',
  // The seeded pause reasons' messages: each viewer sees them in their language until an administrator rewords one.
  pauseLunchMessage: 'The court has risen for lunch and will resume shortly.',
  pauseTechnicalMessage: 'We are fixing a technical problem. Please stay tuned.',
  pauseInCameraMessage: 'This part of the hearing is held in camera.',
  streamStartsAfterDelay: 'The hearing appears here {minutes} minutes after it happens in court.',
  streamSegmentTooFarAhead: 'That part of the stream is not near its live edge.',
  streamPlaybackFailed: 'The stream could not be played ({type}). Retrying…',
  // Recording, our words.
  recordingMimeTypeUnsupported: 'This recording format is not supported.',
  recordingSessionUnknown: 'This recording session is not open.',
  recordingChunkTooLarge: 'A recording chunk may be at most 8 MB.',
  recordingChunkInvalid: 'A recording chunk must be binary data with its sequence number.',
  recordingClosedByServer:
    'The recording was closed by the server and saved up to the last part it received. Start Recording again to go on.',
  recordingChunkNotMedia: 'A recording must begin with its WebM or Matroska header.',
  recordingChunkEarly:
    'This part of the recording arrived before the parts ahead of it; send it again once they are saved.',
  recordingSessionIdInvalid: 'Please choose a recording.',
  recordingAlreadyFinalised: 'This recording is finalised already, or there is no such recording.',
  recordingRetryStarted: 'The recording is being finalised again.',
  // Live courtroom, our words.
  courtroomRoomRequired: 'Please choose the court room.',
  courtroomIdtYours: 'This is not your court room.',
  courtroomRoomUnknown: 'There is no such court room.',
  courtroomIdRoom: 'Your court room is not linked to a streaming room. Please contact the control room.',
  courtroomStoodIn: 'Another judge stands in for you in your court room today.',
  courtroomIdtListedToday: 'This case is not listed in this court room today.',
  courtroomIdtYourCase: 'You are not an advocate in this case on the cause list.',
  courtroomIdtWaiting: 'This advocate is not waiting in this court room.',
  advocateAllowed: 'The advocate may now wait for this hearing.',
  courtroomIdtAdmitted: 'The judge has not admitted you yet.',
  courtroomIdtInMeeting: 'You are not in this meeting.',
  courtroomIdHearing: 'Choose the hearing in progress first.',
  participantNotFound: 'This participant is not in the meeting.',
  meetingMeshFallback:
    'The media server cannot be reached: video goes directly between browsers for now, which some networks block. It moves back to the media server once it is reachable.',
  sfuNotJoined: 'You are not connected to the media server. Join the meeting again.',
  pauseReasonRequired: 'Please choose a reason.',
  pauseReasonUnknown: 'This reason no longer exists. Please choose another.',
  announcementTextLength: 'The announcement must be 1 to 200 characters.',
  announcementLanguage: 'Announcements are in English (en) or Hindi (hi).',
  announcementFailed: 'The announcement could not be spoken.',
  publicStreamAllowed: 'The hearing will be streamed to the public',
  publicStreamDismissed: 'The hearing will not be streamed to the public',
  // An advocate's matters of the day, our words.
  matterCalled: 'Your matter {caseNumber} has been called in {court}. Join now.',
  // Withholding what the delay still holds back (issue 19.6), our words.
  withholdMinutesInvalid: 'Enter a whole number of minutes, 1 or more.',
  withholdBeyondDelay: 'You can withhold at most as many minutes as the stream is delayed.',
  withholdNoDelay: 'This room streams without a delay: nothing is held back to withhold.',
  withholdNotOnAir: 'The stream is not on air: nothing is held back to withhold.',
  streamWithheld: 'Withheld: those minutes will never reach the public.',
  // The public stream's slate in place of withheld minutes.
  streamWithheldSlate: 'This part of the hearing is not shown to the public.',
  // A hearing's court room must be one its streaming room carries (issue 17).
  causeListCourtRoomElsewhere: 'Select a court room that this room streams.',
  // A hearing that no court search would find is refused: our words, in the manner of the spec's room message.
  causeListCourtRoomRequired: 'Please select the court room.',
} as const;

/** Fills the {placeholders} of a message, e.g. the RTMP prefix of MESSAGES.youtubeUrlPrefix. */
export function fillMessage(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export type MessageKey = keyof typeof MESSAGES;

/**
 * Each message's code, by its name: what a schema's rule names as its error (`{ error: MESSAGE_CODES.emailRequired }`),
 * so a refusal reaches the server's answer and the web's form as a code, never as English to be looked up.
 */
export const MESSAGE_CODES = Object.fromEntries(Object.keys(MESSAGES).map((key) => [key, key])) as {
  readonly [Key in MessageKey]: Key;
};

export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(MESSAGES, text);
}

/** One of our messages by its code, with the values filled into its {placeholders} when it has some. */
export type MessageRef = { code: MessageKey; values?: Record<string, string> };

/**
 * A message as one string, for the places that keep one string per error (a zod issue, a react-hook-form error):
 * its code, and its values as JSON after a space (`youtubeUrlPrefix {"address":"rtmp://…"}`).
 */
export function messageRefText(code: MessageKey, values?: Record<string, string>): string {
  return values && Object.keys(values).length > 0 ? `${code} ${JSON.stringify(values)}` : code;
}

/** The message a messageRefText names; undefined for any other text (zod's own English, a typed-in text). */
export function readMessageRef(text: string): MessageRef | undefined {
  const space = text.indexOf(' ');
  const code = space === -1 ? text : text.slice(0, space);
  if (!isMessageKey(code)) return undefined;
  if (space === -1) return { code };
  const values = parseValues(text.slice(space + 1));
  return values && { code, values };
}

function parseValues(json: string): Record<string, string> | undefined {
  try {
    const values: unknown = JSON.parse(json);
    const isRecord = typeof values === 'object' && values !== null && !Array.isArray(values);
    return isRecord && Object.values(values).every((value) => typeof value === 'string')
      ? (values as Record<string, string>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Each message's key by its text, made when first asked for, not while a browser starts: most pages never ask. */
let keysByText: Map<string, MessageKey> | undefined;
const keyByText = (text: string) =>
  (keysByText ??= new Map(
    Object.entries(MESSAGES).map(([key, message]) => [message, key as MessageKey]),
  )).get(text);

/**
 * A text an administrator keeps (a pause reason's message) as the wire carries it: with its code while it is one of
 * our messages word for word (as seeded), so each reader sees it in their language; else shown as typed.
 */
export type KeptText = { message: string; code?: MessageKey };

export function keptText(message: string): KeptText {
  const code = keyByText(message);
  return code ? { message, code } : { message };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each message with {placeholders}, as a pattern that matches it filled in and captures the values by name; made on
 * first use, as keyByText.
 */
let patterns: { key: MessageKey; pattern: RegExp }[] | undefined;
const filledPatterns = () =>
  (patterns ??= Object.entries(MESSAGES)
    .filter(([, text]) => /\{\w+\}/.test(text))
    .map(([key, text]) => ({
      key: key as MessageKey,
      pattern: new RegExp(
        `^${text
          .split(/(\{\w+\})/)
          .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : escapeRegExp(part)))
          .join('')}$`,
      ),
    })));

/**
 * A known message text, as sent or as filled in (e.g. the RTMP prefix of youtubeUrlPrefix): its key and the
 * values of its placeholders, so a client can show it in the user's language.
 */
export function matchMessage(text: string): { key: MessageKey; values: Record<string, string> } | undefined {
  const key = keyByText(text);
  if (key) return { key, values: {} };
  for (const { key: filledKey, pattern } of filledPatterns()) {
    const groups = pattern.exec(text)?.groups;
    if (groups) return { key: filledKey, values: { ...groups } };
  }
  return undefined;
}
