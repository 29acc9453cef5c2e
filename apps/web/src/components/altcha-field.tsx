import 'altcha';
import type {} from 'altcha/types/react';
import { CAPTCHA_PATH } from '@nyaya/shared';
import { useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentSiteLanguage } from '../lib/i18n';
import { translateFormError } from '../lib/translate-message';

type StateChange = CustomEvent<{ state: string; payload?: string }>;
export type CaptchaProps = { onSolved: (payload: string) => void; error?: string };

/** The widget's own texts (ALTCHA's Strings) from the site's locale: its packaged Hindi reads badly. */
function widgetStrings(t: TFunction): Record<string, string> {
  const link = `<a href="https://altcha.org/" tabindex="-1" target="_blank" rel="noopener" aria-label="${t('captcha.altchaLinkLabel')}">ALTCHA</a>`;
  return {
    label: t('captcha.label'),
    verifying: t('captcha.verifying'),
    verified: t('captcha.verified'),
    verificationRequired: t('captcha.verificationRequired'),
    waitAlert: t('captcha.waitAlert'),
    error: t('captcha.error'),
    expired: t('captcha.expired'),
    footer: t('captcha.protectedBy', { altcha: link, interpolation: { escapeValue: false } }),
    ariaLinkLabel: t('captcha.altchaLinkLabel'),
    loading: t('captcha.loading'),
    reload: t('captcha.reload'),
    verify: t('captcha.verify'),
    cancel: t('captcha.cancel'),
    enterCode: t('captcha.enterCode'),
    enterCodeAria: t('captcha.enterCodeAria'),
    enterCodeFromImage: t('captcha.enterCodeFromImage'),
    getAudioChallenge: t('captcha.getAudioChallenge'),
  };
}

/**
 * The ALTCHA check (a proof of work the browser solves after the checkbox is ticked). `onSolved` gets the
 * payload once verified and '' whenever it is not (expired, error). A solution is good for one try, so the
 * parent remounts this (a new key) after the server refused or spent it.
 */
export function AltchaField({ onSolved, error }: CaptchaProps) {
  const { t } = useTranslation();
  const widget = useRef<HTMLElement>(null);
  const language = currentSiteLanguage();
  // The widget follows its language attribute and this registry, both as the page's language changes.
  globalThis.$altcha.i18n.set(language, widgetStrings(t));
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      onSolved(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [onSolved]);
  return (
    <Form.Group className="mb-3">
      <altcha-widget
        ref={widget}
        challenge={CAPTCHA_PATH}
        language={language}
        aria-describedby={error ? 'captcha-error' : undefined}
      />
      {error && (
        <Form.Control.Feedback id="captcha-error" type="invalid" className="d-block" role="alert">
          {translateFormError(t, error)}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
