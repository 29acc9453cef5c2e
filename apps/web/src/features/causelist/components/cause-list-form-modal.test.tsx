import { DEMO_ADVOCATE_ENROLLMENT, MESSAGES, courtTomorrow } from '@nyaya/shared';
import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { expectFieldMessage, field, fillFields } from '../../../testing/form-fields';
import { renderComponent } from '../../../testing/render';
import { CauseListFormModal } from './cause-list-form-modal';

const CNR = 'DLNW010000012024';

/** The Add form, with the streaming rooms the server lists (none of them streams a court room here). */
async function addForm() {
  const sent = fakeApi({ 'GET /streaming/controller/getroomids': ['Room1', 'Room2', 'Room3'] });
  const view = renderComponent(<CauseListFormModal onClose={() => undefined} onSaved={() => undefined} />);
  await screen.findByRole('option', { name: 'Room3' });
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...view, save, sent };
}

describe('the Cause List Entry form', () => {
  it('proposes tomorrow and warns of a next date in the past without refusing it', async () => {
    const { user } = await addForm();
    expect(field('Next Date')).toHaveProperty('value', courtTomorrow());
    await fillFields(user, { 'Next Date': '2020-01-01' });
    await expectFieldMessage('Next Date', MESSAGES.nextDatePast);
    await fillFields(user, { 'Next Date': courtTomorrow() });
    await vi.waitFor(() => expect(screen.queryByText(MESSAGES.nextDatePast)).toBeNull());
  });

  it('names each broken rule under its field and sends nothing', async () => {
    const { user, save, sent } = await addForm();
    await fillFields(user, {
      'Room No': 'Room3',
      'Case Stage': 'Evidence',
      CNR: CNR.slice(0, 15),
      Petitioner: 'Sunita Devi',
      Respondent: 'Rajesh Kumar',
      'Advocate for Petitioner': 'Rohan Mehta',
      'Advocate for Respondent': 'Anil Kapoor',
      'Case Type': 'Civil',
      'Case Number': 'CS-COMM-DJ/7781/2024',
      'Filing Number': '1234',
      'Filing Date': '2024-02-10',
      'Registration Number': '7781',
      'Registration Date': courtTomorrow(),
      'Petitioner Enrollment Id': DEMO_ADVOCATE_ENROLLMENT,
      'Respondent Enrollment Id': DEMO_ADVOCATE_ENROLLMENT,
    });
    await save();
    await expectFieldMessage('CNR', MESSAGES.cnrLength);
    await expectFieldMessage('Filing Number', MESSAGES.filingNumberFormat);
    await expectFieldMessage('Registration Date', MESSAGES.registrationDateFuture);
    await expectFieldMessage('Respondent Enrollment Id', MESSAGES.enrollmentIdsMustDiffer);
    expect(sent).toEqual([]);
  });
});
