// The audience builder on screen: operators follow the field, the value input follows the value type, the
// domain's messages show in place, and what is saved is exactly what the schema validates to.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MSG } from '../../../src/domain/adminMessages';
import { validateAudience } from '../../../src/domain/audience/model';
import { AudienceCreate } from '../../../src/resources/audiences/AudienceCreate';
import { AudienceEdit } from '../../../src/resources/audiences/AudienceEdit';
import { callsTo, renderView, stubApi } from './harness';

afterEach(() => vi.unstubAllGlobals());

const rule = (n: number) => within(screen.getByRole('group', { name: `Rule ${n}` }));
const pick = (scope: ReturnType<typeof rule>, label: string | RegExp, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });
const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

function renderCreate() {
  return renderView(<AudienceCreate />, { resource: 'audiences', route: '/audiences/create', path: '/audiences/create' });
}

// The whole form renders on every change: on a busy 2-core machine a test takes seconds.
describe('audience builder', { timeout: 30_000 }, () => {
  it('offers the operators of the picked field', () => {
    stubApi({});
    renderCreate();
    expect(rule(1).queryByLabelText('Operator')).not.toBeInTheDocument();

    pick(rule(1), 'Field', 'websiteVisits');
    expect(optionTexts(rule(1).getByLabelText('Operator'))).toEqual(['greater than', 'less than', 'equal to', 'not equal to']);

    pick(rule(1), 'Field', 'companyName');
    const company = optionTexts(rule(1).getByLabelText('Operator'));
    expect(company).not.toContain('regex');
    expect(company).toContain('is known');

    pick(rule(1), 'Field', 'country');
    expect(optionTexts(rule(1).getByLabelText('Operator'))).toContain('regex');

    pick(rule(1), 'Field', 'visitedUrl');
    expect(optionTexts(rule(1).getByLabelText('Operator'))).not.toContain('is unknown');

    pick(rule(1), 'Field', 'employeeRange');
    expect(optionTexts(rule(1).getByLabelText('Operator'))).toEqual(['in between', 'not in between']);
  });

  it('groups the fields of the picker as the spec does', () => {
    stubApi({});
    renderCreate();
    const groups = [...rule(1).getByLabelText('Field').querySelectorAll('optgroup')].map((g) => g.label);
    expect(groups).toEqual(['List', 'Salesforce', 'Zoho', 'Microsoft Dynamics', 'Past website behavior', 'Firmographic', 'Parley']);
  });

  it('shows the value input of the value type', () => {
    stubApi({});
    renderCreate();
    pick(rule(1), 'Field', 'websiteVisits');
    expect(rule(1).getByLabelText('Value')).toHaveAttribute('type', 'number');

    pick(rule(1), 'Field', 'country');
    expect(rule(1).getByLabelText('Value')).toHaveAttribute('type', 'text');
    pick(rule(1), 'Operator', 'regex');
    expect(rule(1).getByLabelText('Regular expression')).toBeInTheDocument();

    pick(rule(1), 'Field', 'lead.email');
    pick(rule(1), 'Operator', 'isKnown');
    expect(rule(1).queryByLabelText('Value')).not.toBeInTheDocument();

    pick(rule(1), 'Field', 'revenueRange');
    expect(optionTexts(rule(1).getByLabelText('From'))).toContain('$10M - $25M');
    expect(optionTexts(rule(1).getByLabelText('To'))).toContain('$5B+');

    pick(rule(1), 'Field', 'marketoList');
    expect(rule(1).getByLabelText('List ids')).toBeInTheDocument();
    pick(rule(1), 'Field', 'technologies');
    expect(rule(1).getByLabelText('Values')).toBeInTheDocument();

    pick(rule(1), 'Field', 'salesforceContact');
    expect(optionTexts(rule(1).getByLabelText('Value'))).toEqual(['Yes', 'No']);

    pick(rule(1), 'Field', 'salesforceOpportunityCreated');
    expect(optionTexts(rule(1).getByLabelText('Operator'))).toEqual(['in the last', 'not in the last']);
    expect(rule(1).getByLabelText('Days')).toHaveAttribute('type', 'number');
  });

  it("shows the domain's messages and sends nothing while they stand", async () => {
    const calls = stubApi({});
    renderCreate();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ADMIN_MSG.audienceNameRequired)).toBeInTheDocument();
    expect(rule(1).getByText(ADMIN_MSG.selectField)).toBeInTheDocument();

    pick(rule(1), 'Field', 'websiteVisits');
    expect(await rule(1).findByText(ADMIN_MSG.enterValue)).toBeInTheDocument();
    await waitFor(() => expect(rule(1).queryByText(ADMIN_MSG.selectField)).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Element Click' }));
    await waitFor(() => expect(screen.getAllByText(ADMIN_MSG.enterValue)).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rule(2).getByText(ADMIN_MSG.selectField)).toBeInTheDocument());
    expect(callsTo(calls, 'POST', '/app/audiences')).toEqual([]);
  });

  it('saves rules of several value types, AND/OR groups and triggers exactly as the schema has them', async () => {
    const calls = stubApi({
      'POST /app/audiences': (c) => ({ status: 201, json: { ...(c.body as object), id: 11, message: ADMIN_MSG.audienceSaved } }),
    });
    const view = renderCreate();
    fireEvent.change(screen.getByLabelText('Audience name'), { target: { value: ' Enterprise pricing visitors ' } });

    pick(rule(1), 'Field', 'employeeRange');
    pick(rule(1), 'From', '201');
    pick(rule(1), 'To', '');

    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    pick(rule(2), 'Field', 'websiteVisits');
    pick(rule(2), 'Operator', 'gt');
    pick(rule(2), 'Value', '3');

    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    pick(rule(3), 'Field', 'marketoList');
    const ids = rule(3).getByLabelText('List ids');
    fireEvent.change(ids, { target: { value: '42' } });
    fireEvent.keyDown(ids, { key: 'Enter' });
    fireEvent.change(ids, { target: { value: 'not-an-id' } });
    fireEvent.keyDown(ids, { key: 'Enter' });

    const group = within(screen.getByRole('region', { name: 'Group 1' }));
    fireEvent.click(group.getByRole('button', { name: 'OR' }));

    fireEvent.click(screen.getByRole('button', { name: 'Visit URL' }));
    fireEvent.change(screen.getByLabelText('Trigger 1 URL 1'), { target: { value: 'acme.test/pricing*' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/app/audiences')).toHaveLength(1));
    const sent = callsTo(calls, 'POST', '/app/audiences')[0]!.body;
    expect(sent).toEqual({
      name: 'Enterprise pricing visitors',
      groupsConjunction: 'AND',
      groups: [
        {
          conjunction: 'OR',
          rules: [
            { field: 'employeeRange', operator: 'between', value: { from: 201, to: null } },
            { field: 'websiteVisits', operator: 'gt', value: 3 },
            { field: 'marketoList', operator: 'in', value: [42] },
          ],
        },
      ],
      triggers: [{ type: 'visitUrl', value: ['acme.test/pricing*'] }],
    });
    expect(JSON.parse(JSON.stringify(await validateAudience(sent)))).toEqual(sent);
    expect(await screen.findByText(ADMIN_MSG.audienceSaved)).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/audiences'));
  });

  it("edits a stored audience and shows the server's field errors in place", async () => {
    const stored = {
      id: 5,
      name: 'Returning',
      groupsConjunction: 'AND',
      groups: [{ conjunction: 'AND', rules: [{ field: 'country', operator: 'is', value: 'Norway' }] }],
      triggers: [],
    };
    const calls = stubApi({
      'GET /app/audiences/5': { json: stored },
      'PUT /app/audiences/5': {
        status: 400,
        json: { errMessage: { errorMsg: 'Please enter a value' }, fields: { 'groups[0].rules[0].value': 'Please enter a value' } },
      },
    });
    renderView(<AudienceEdit />, { resource: 'audiences', route: '/audiences/:id', path: '/audiences/5' });
    expect(await screen.findByDisplayValue('Returning')).toBeInTheDocument();
    expect(rule(1).getByLabelText('Value')).toHaveValue('Norway');
    fireEvent.change(rule(1).getByLabelText('Value'), { target: { value: 'Sweden' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'PUT', '/app/audiences/5')).toHaveLength(1));
    expect(callsTo(calls, 'PUT', '/app/audiences/5')[0]!.body).toMatchObject({ groups: [{ rules: [{ value: 'Sweden' }] }] });
    expect(await rule(1).findByText('Please enter a value')).toBeInTheDocument();
  });
});
