export {
  deliverPasswordCode,
  PASSWORD_PURPOSES,
  type PasswordPurpose,
  type Recipient,
  sendPasswordCode,
} from './password-code.ts';
export { passwordCodeRoutes } from './routes.ts';
export {
  codeSentWithinInterval,
  consumeOtp,
  issueDecoyOtp,
  issueOtp,
  openChallengeOf,
  pendingOtps,
  pruneOtpChallenges,
  type TokenOf,
  verifyOtp,
  withdrawCodesSentTo,
  withdrawOtp,
} from './service.ts';
