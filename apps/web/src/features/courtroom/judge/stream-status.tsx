import { useTranslation } from 'react-i18next';
import { translateShown } from '../../../lib/translate-message';
import {
  publicSeesOf,
  publicSeesTexts,
  recordingText,
  type StatusText,
  type StreamFacts,
} from './public-status';

type StreamStatusProps = {
  facts: StreamFacts;
  /** A Controller watching the room, who does not choose its hearings. */
  monitoring: boolean;
  /** Ids of the two sentences, for the buttons they describe. */
  publicId: string;
  recordingId: string;
};

/**
 * In the footer, above its buttons: what the public sees now and what is recorded, read out as it changes. The
 * buttons point at these sentences (aria-describedby), so each says what it changes.
 */
export function StreamStatus({ facts, monitoring, publicId, recordingId }: StreamStatusProps) {
  const { t } = useTranslation();
  const say = ({ key, values }: StatusText) =>
    t(key, { ...values, message: values?.message && translateShown(t, values.message) });
  const sees = publicSeesOf(facts);
  return (
    <div className="courtroom-footer-status" role="status" aria-live="polite" data-testid="stream-status">
      <p id={publicId} data-public-sees={sees.kind}>
        <i className={`bi ${sees.kind === 'court' ? 'bi-broadcast' : 'bi-people'} me-2`} aria-hidden="true" />
        {publicSeesTexts(sees).map(say).join(' ')}
      </p>
      <p id={recordingId} data-recording={facts.recording}>
        <i
          className={`bi ${facts.recording ? 'bi-record-fill courtroom-footer-recording' : 'bi-record'} me-2`}
          aria-hidden="true"
        />
        {say(recordingText(facts, monitoring))}
      </p>
    </div>
  );
}
