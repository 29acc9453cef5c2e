import { DEMO_ADVOCATE_ENROLLMENT, MESSAGES, courtTomorrow } from '@nyaya/shared';
import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf } from '../../../testing/description';
import { fakeApi } from '../../../testing/fake-api';
import { renderComponent } from '../../../testing/render';
import { CauseListFormModal } from './cause-list-form-modal';

const CNR = 'DLNW010000012024';

/** The Add form, with the streaming rooms the server lists (none of them streams a court room here). */
function addForm() {
  const sent = fakeApi({ 'GET /streaming/controller/getroomids': ['Room1', 'Room2', 'Room3'] });
  const view = renderComponent(<CauseListFormModal onClose={() => undefined} onSaved={() => undefined} />);
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  // A date input takes its value whole, as a date picker gives it; typed key by key it is never a date.
  const setDate = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...view, field, setDate, save, sent };
}

describe('the Cause List Entry form', () => {
  it('proposes tomorrow and warns of a next date in the past without refusing it', async () => {
    const { field, setDate } = addForm();
    expect(field('Next Date')).toHaveProperty('value', courtTomorrow());
    setDate('Next Date', '2020-01-01');
    await vi.waitFor(() => expect(descriptionOf(field('Next Date'))).toContain(MESSAGES.nextDatePast));
    setDate('Next Date', courtTomorrow());
    await vi.waitFor(() => expect(screen.queryByText(MESSAGES.nextDatePast)).toBeNull());
  });

  it('names each broken rule under its field and sends nothing', async () => {
    const { user, field, setDate, save, sent } = addForm();
    await screen.findByRole('option', { name: 'Room3' });
    await user.selectOptions(field('Room No'), 'Room3');
    await user.type(field('Case Stage'), 'Evidence');
    await user.type(field('CNR'), CNR.slice(0, 15));
    await user.type(field('Petitioner'), 'Sunita Devi');
    await user.type(field('Respondent'), 'Rajesh Kumar');
    await user.type(field('Advocate for Petitioner'), 'Rohan Mehta');
    await user.type(field('Advocate for Respondent'), 'Anil Kapoor');
    await user.selectOptions(field('Case Type'), 'Civil');
    await user.type(field('Case Number'), 'CS-COMM-DJ/7781/2024');
    await user.type(field('Filing Number'), '1234');
    setDate('Filing Date', '2024-02-10');
    await user.type(field('Registration Number'), '7781');
    setDate('Registration Date', courtTomorrow());
    await user.type(field('Petitioner Enrollment Id'), DEMO_ADVOCATE_ENROLLMENT);
    await user.type(field('Respondent Enrollment Id'), DEMO_ADVOCATE_ENROLLMENT);
    await save();
    for (const [label, message] of [
      ['CNR', MESSAGES.cnrLength],
      ['Filing Number', MESSAGES.filingNumberFormat],
      ['Registration Date', MESSAGES.registrationDateFuture],
      ['Respondent Enrollment Id', MESSAGES.enrollmentIdsMustDiffer],
    ] as const) {
      await vi.waitFor(() => expect(descriptionOf(field(label))).toContain(message));
    }
    expect(sent).toEqual([]);
  });
});
