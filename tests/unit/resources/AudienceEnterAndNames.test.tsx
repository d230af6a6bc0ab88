// Issue 22, point 13 on screen: Enter in a rule's value (or any field of the builder) does not save the audience,
// and a name the server refuses as taken shows its message under the name field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUDIENCE_NAME_TAKEN } from '../../../src/domain/audience/names';
import { AudienceCreate } from '../../../src/resources/audiences/AudienceCreate';
import { callsTo, failAnswer, renderView, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

const rule = (n: number) => within(screen.getByRole('group', { name: `Rule ${n}` }));
const pick = (scope: ReturnType<typeof rule>, label: string, value: string) => fireEvent.change(scope.getByLabelText(label), { target: { value } });

const renderCreate = () => renderView(<AudienceCreate />, { resource: 'audiences', route: '/audiences/create', path: '/audiences/create' });

describe('audience builder: Enter and taken names', { timeout: 30_000 }, () => {
  it("does not submit the form on Enter in a rule's value, the name or a trigger", async () => {
    const calls = stubApi({ 'POST /app/audiences': { status: 201, json: { id: 3 } } });
    renderCreate();
    fireEvent.change(screen.getByLabelText('Audience name'), { target: { value: 'Norway' } });
    pick(rule(1), 'Field', 'country');
    pick(rule(1), 'Value', 'Norway');
    fireEvent.click(screen.getByRole('button', { name: 'Visit URL' }));
    fireEvent.change(screen.getByLabelText('Trigger 1 URL 1'), { target: { value: 'acme.test/*' } });
    // fireEvent answers false when the default action (the browser's implicit submission) was prevented.
    for (const field of [rule(1).getByLabelText('Value'), screen.getByLabelText('Audience name'), screen.getByLabelText('Trigger 1 URL 1')]) {
      expect(fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' })).toBe(false);
    }
    // A list value still takes its chip on Enter.
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    pick(rule(2), 'Field', 'technologies');
    const values = rule(2).getByLabelText('Values');
    fireEvent.change(values, { target: { value: 'React' } });
    expect(fireEvent.keyDown(values, { key: 'Enter', code: 'Enter' })).toBe(false);
    expect(await rule(2).findByText('React')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/app/audiences')).toEqual([]);
  });

  it('shows a taken name under the name field', async () => {
    const calls = stubApi({ 'POST /app/audiences': failAnswer(409, AUDIENCE_NAME_TAKEN, { name: AUDIENCE_NAME_TAKEN }) });
    renderCreate();
    fireEvent.change(screen.getByLabelText('Audience name'), { target: { value: 'Returning' } });
    pick(rule(1), 'Field', 'country');
    pick(rule(1), 'Value', 'Norway');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/app/audiences')).toHaveLength(1));
    const name = screen.getByLabelText('Audience name');
    await waitFor(() => expect(name).toHaveAccessibleDescription(AUDIENCE_NAME_TAKEN));
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });
});
