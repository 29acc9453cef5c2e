import { PASSWORD_RULES } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/translate-message';

/** The password hint panel: each rule of the policy ticks as soon as the typed password meets it. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="password-rules mb-3">
      <p className="small fw-semibold mb-1">{t('password.rulesTitle')}</p>
      <ul className="list-unstyled small mb-0">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.id}
              data-rule={rule.id}
              data-met={met}
              className={met ? 'text-success' : 'text-body-secondary'}
            >
              <i className={`bi ${met ? 'bi-check-circle-fill' : 'bi-circle'} me-2`} aria-hidden="true" />
              {translateMessage(t, rule.message)}
              <span className="visually-hidden">
                {' '}
                {met ? t('password.ruleMet') : t('password.ruleNotMet')}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
