import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useSearchFilters } from '../../../lib/use-search-filters';
import { ComplexesPanel } from './complexes-panel';
import { CourtRoomsPanel } from './court-rooms-panel';
import { DistrictsPanel } from './districts-panel';

const FILTERS = ['tab', 'district', 'complex'] as const;
const TABS = ['districts', 'complexes', 'courtrooms'] as const;

function positiveId(value: string): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** /masters: districts, court complexes and court rooms, one tab each (?tab= opens one directly). */
export function MastersPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useSearchFilters(FILTERS);
  const tab = TABS.find((name) => name === filters.tab) ?? 'districts';
  return (
    <section className="page">
      <PageTitle title={t('pages.masters')} />
      <p>{t('masters.intro')}</p>
      <p>
        {t('masters.benchesLink')}{' '}
        <Link to={paths.app.manageHighCourts.getHref()}>{t('pages.manageHighCourts')}</Link>
      </p>
      <Tabs
        id="masters-tabs"
        activeKey={tab}
        onSelect={(key) => setFilters({ tab: key ?? '' })}
        className="mb-3"
        aria-label={t('masters.tabsLabel')}
        mountOnEnter
      >
        <Tab eventKey="districts" title={t('masters.districts.tab')}>
          <DistrictsPanel />
        </Tab>
        <Tab eventKey="complexes" title={t('masters.complexes.tab')}>
          <ComplexesPanel
            districtId={positiveId(filters.district)}
            onDistrict={(district) => setFilters({ district })}
          />
        </Tab>
        <Tab eventKey="courtrooms" title={t('masters.courtrooms.tab')}>
          <CourtRoomsPanel
            complexId={positiveId(filters.complex)}
            onComplex={(complex) => setFilters({ complex })}
          />
        </Tab>
      </Tabs>
    </section>
  );
}
