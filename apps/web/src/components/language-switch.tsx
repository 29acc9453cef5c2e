import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage } from '../lib/i18n';

export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`language-switch d-flex align-items-center gap-2 ${className ?? ''}`}>
      <Form.Label htmlFor={id} className="mb-0 small">
        <i className="bi bi-translate me-1" aria-hidden="true" />
        <span className="language-switch-text">{t('language.label')}</span>
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={i18n.resolvedLanguage}
        onChange={(event) => void changeLanguage(event.target.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
