export { type Captcha, createCaptcha } from './captcha.ts';
export { assertCodesLeftToday, pruneContactCodeSends } from './contact-code-cap.ts';
export {
  type ContactCodeContext,
  formerCodeTargets,
  mobileCodeTarget,
  sendContactCode,
} from './contact-code.ts';
export { captchaRoutes, passwordRoutes } from './password-routes.ts';
export { profileRoutes } from './profile-routes.ts';
