import 'altcha';
import type {} from 'altcha/types/react';
import { CAPTCHA_PATH } from '@nyaya/shared';
import { useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/translate-message';

type StateChange = CustomEvent<{ state: string; payload?: string }>;
export type CaptchaProps = { onSolved: (payload: string) => void; error?: string };

/**
 * The ALTCHA check (a proof of work the browser solves after the checkbox is ticked). `onSolved` gets the
 * payload once verified and '' whenever it is not (expired, error). A solution is good for one try, so the
 * parent remounts this (a new key) after the server refused or spent it.
 */
export function AltchaField({ onSolved, error }: CaptchaProps) {
  const { t } = useTranslation();
  const widget = useRef<HTMLElement>(null);
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
        aria-describedby={error ? 'captcha-error' : undefined}
      />
      {error && (
        <Form.Control.Feedback id="captcha-error" type="invalid" className="d-block" role="alert">
          {translateMessage(t, error)}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
