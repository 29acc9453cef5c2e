import { lazy, Suspense } from 'react';
import type { CaptchaProps } from './altcha-field';

/** ALTCHA's script loads only on a page that shows the check (Forgot password, a sign-in after failures). */
const AltchaField = lazy(() =>
  import('./altcha-field').then(({ AltchaField }) => ({ default: AltchaField })),
);

/** The captcha, with the room it takes kept while its script loads, so the form does not jump. */
export function CaptchaWidget(props: CaptchaProps) {
  return (
    <Suspense fallback={<div className="captcha-placeholder mb-3" />}>
      <AltchaField {...props} />
    </Suspense>
  );
}
