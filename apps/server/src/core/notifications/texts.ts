import { OTP_TTL_MINUTES, type ArchivalStatus, type SiteLanguage } from '@nyaya/shared';

type Mail = { subject: string; text: string };
type DamagedRecordingMail = { cnr: string; hearingDate: string; file: string; damage: string };
type ArchivalDecision = {
  id: number;
  name: string;
  cnr: string;
  hearingDate: string;
  /** The court, as people are shown it (see presentArchivalRequest). */
  court: string;
  status: ArchivalStatus;
  note: string | null;
  /** Court time, as the requester reads it; null unless approved. */
  until: string | null;
};

/** What the server writes to a person, in each language of the site (the one stored with the user). */
type Texts = {
  setPassword: (code: string, link: string) => Mail;
  resetPassword: (code: string, link: string) => Mail;
  emailChange: (code: string) => Mail;
  mobileChange: (code: string) => string;
  verifyEmail: (code: string) => Mail;
  verifyMobile: (code: string) => string;
  archivalDecision: (decision: ArchivalDecision) => Mail;
  /** To the SuperAdmins: a scheduled backup (of `slot`, court time) failed or did not finish, and why. */
  backupProblem: (slot: string, problem: string) => Mail;
  /** A stored recording read back no longer matches its seal (the media scrub, or retention's move). */
  recordingDamaged: (recording: DamagedRecordingMail) => Mail;
};

const minutes = OTP_TTL_MINUTES;

const english: Texts = {
  setPassword: (code, link) => ({
    subject: 'Set your Nyaya Live password',
    text: `Welcome to Nyaya Live. Your code to set your password is ${code} (valid ${minutes} minutes). Open ${link} and enter it.`,
  }),
  resetPassword: (code, link) => ({
    subject: 'Reset your Nyaya Live password',
    text: `Your Nyaya Live code to reset your password is ${code} (valid ${minutes} minutes). Open ${link} and enter it.`,
  }),
  emailChange: (code) => ({
    subject: 'Confirm your new Nyaya Live e-mail address',
    text: `Your Nyaya Live code to confirm this e-mail address is ${code} (valid ${minutes} minutes).`,
  }),
  mobileChange: (code) =>
    `Your Nyaya Live code to change your mobile number is ${code} (valid ${minutes} minutes).`,
  verifyEmail: (code) => ({
    subject: 'Verify your e-mail for Nyaya Live',
    text: `Your Nyaya Live code to verify this e-mail address for your new account is ${code} (valid ${minutes} minutes).`,
  }),
  verifyMobile: (code) =>
    `Your Nyaya Live code to verify this mobile number for your new account is ${code} (valid ${minutes} minutes).`,
  archivalDecision: ({ id, name, cnr, hearingDate, court, status, note, until }) => {
    const decision = status.toLowerCase();
    const lines = [
      `Dear ${name},`,
      '',
      `Your archival request #${id} for CNR ${cnr}, hearing of ${hearingDate} in ${court} has been ${decision}.`,
    ];
    if (note) lines.push(`Note: ${note}`);
    if (until) lines.push(`You can watch the recording until ${until}.`);
    return { subject: `Archival request for ${cnr} ${decision}`, text: lines.join('\n') };
  },
  backupProblem: (slot, problem) => ({
    subject: 'Nyaya Live: a backup failed',
    text: `The backup scheduled for ${slot} (court time) did not complete: ${problem}\n\nTake one by hand (npm run backup) once the cause is fixed, and see System Health for the next one.`,
  }),
  recordingDamaged: ({ cnr, hearingDate, file, damage }) => ({
    subject: `Nyaya Live: the recording of ${cnr} (${hearingDate}) no longer matches its seal`,
    text: `The recording ${file} of the hearing of ${cnr} on ${hearingDate} was read back and no longer matches the court's seal: ${damage}.\n\nRestore it from a backup (npm run restore names the files it restores), and see System Health.`,
  }),
};

const HINDI_DECISIONS: Record<ArchivalStatus, string> = {
  Pending: 'लंबित',
  Approved: 'स्वीकृत',
  Rejected: 'अस्वीकृत',
};

const hindi: Texts = {
  setPassword: (code, link) => ({
    subject: 'अपना Nyaya Live पासवर्ड सेट करें',
    text: `Nyaya Live में आपका स्वागत है। पासवर्ड सेट करने के लिए आपका कोड ${code} है (${minutes} मिनट तक मान्य)। ${link} खोलें और इसे दर्ज करें।`,
  }),
  resetPassword: (code, link) => ({
    subject: 'अपना Nyaya Live पासवर्ड रीसेट करें',
    text: `पासवर्ड रीसेट करने के लिए आपका Nyaya Live कोड ${code} है (${minutes} मिनट तक मान्य)। ${link} खोलें और इसे दर्ज करें।`,
  }),
  emailChange: (code) => ({
    subject: 'अपने नए Nyaya Live ई-मेल पते की पुष्टि करें',
    text: `इस ई-मेल पते की पुष्टि के लिए आपका Nyaya Live कोड ${code} है (${minutes} मिनट तक मान्य)।`,
  }),
  mobileChange: (code) => `मोबाइल नंबर बदलने के लिए आपका Nyaya Live कोड ${code} है (${minutes} मिनट तक मान्य)।`,
  verifyEmail: (code) => ({
    subject: 'Nyaya Live के लिए अपना ई-मेल सत्यापित करें',
    text: `अपने नए खाते के लिए इस ई-मेल पते के सत्यापन हेतु आपका Nyaya Live कोड ${code} है (${minutes} मिनट तक मान्य)।`,
  }),
  verifyMobile: (code) =>
    `अपने नए खाते के लिए इस मोबाइल नंबर के सत्यापन हेतु आपका Nyaya Live कोड ${code} है (${minutes} मिनट तक मान्य)।`,
  archivalDecision: ({ id, name, cnr, hearingDate, court, status, note, until }) => {
    const decision = HINDI_DECISIONS[status];
    const lines = [
      `प्रिय ${name},`,
      '',
      `CNR ${cnr}, ${court} में ${hearingDate} की सुनवाई के लिए आपका संग्रहण अनुरोध #${id} ${decision} कर दिया गया है।`,
    ];
    if (note) lines.push(`टिप्पणी: ${note}`);
    if (until) lines.push(`आप ${until} तक रिकॉर्डिंग देख सकते हैं।`);
    return { subject: `CNR ${cnr} का संग्रहण अनुरोध ${decision}`, text: lines.join('\n') };
  },
  backupProblem: (slot, problem) => ({
    subject: 'Nyaya Live: एक बैकअप विफल रहा',
    text: `${slot} (न्यायालय समय) का निर्धारित बैकअप पूरा नहीं हुआ: ${problem}\n\nकारण ठीक होने पर हाथ से बैकअप लें (npm run backup), और अगले बैकअप के लिए सिस्टम की स्थिति देखें।`,
  }),
  recordingDamaged: ({ cnr, hearingDate, file, damage }) => ({
    subject: `Nyaya Live: ${cnr} (${hearingDate}) की रिकॉर्डिंग अब अपनी मुहर से मेल नहीं खाती`,
    text: `${cnr} की ${hearingDate} की सुनवाई की रिकॉर्डिंग ${file} फिर से पढ़ी गई और अब न्यायालय की मुहर से मेल नहीं खाती: ${damage}।\n\nइसे बैकअप से पुनर्स्थापित करें (npm run restore पुनर्स्थापित फ़ाइलों के नाम बताता है), और सिस्टम की स्थिति देखें।`,
  }),
};

const TEXTS: Record<SiteLanguage, Texts> = { en: english, hi: hindi };

/** The e-mails and SMS texts in a user's language. */
export function textsIn(language: SiteLanguage): Texts {
  return TEXTS[language];
}
