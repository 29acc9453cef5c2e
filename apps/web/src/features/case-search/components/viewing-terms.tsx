import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Collapse from 'react-bootstrap/Collapse';
import { useTranslation } from 'react-i18next';

const TERMS = ['ownUse', 'personal', 'watermark', 'decision'] as const;

/** The terms the request modal's checkbox accepts, opened in place so the form keeps what was typed. */
export function ViewingTerms({ id }: { id: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button
        variant="link"
        size="sm"
        className="p-0 ms-4"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((open) => !open)}
      >
        {t('caseSearch.viewingTerms.toggle')}
      </Button>
      <Collapse in={shown}>
        <section id={id} aria-label={t('caseSearch.viewingTerms.title')}>
          <ol className="small mt-2 mb-0">
            {TERMS.map((term) => (
              <li key={term}>{t(`caseSearch.viewingTerms.${term}`)}</li>
            ))}
          </ol>
        </section>
      </Collapse>
    </>
  );
}
