// /meetings reads the resource 'meetings' through the dataProvider: one GET app/meetings (span, hours, tz) fills
// both tables, the meeting links sent as the list and the booked meetings from the list's meta.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { dataProvider } from '../../../src/providers/dataProvider';
import { MeetingsPage } from '../../../src/custom/meetings/MeetingsPage';
import { callsTo, renderView, stubApi } from '../resources/harness';

const NOW = Math.floor(Date.now() / 1000);
const answer = {
  json: {
    meetings: [
      { conversationId: 41, time: NOW - 3600, visitorName: 'Vera Visitor', visitorEmail: 'vera@corp.test', agentName: 'Ada Agent', source: 'agent', title: 'Intro call', url: 'https://cal.test/ada' },
      { conversationId: 42, time: NOW - 7200, visitorName: 'Bob Buyer', visitorEmail: null, agentName: null, source: 'bot', title: 'Demo', url: '' },
    ],
    booked: [
      { id: 9, start: NOW + 86_400, end: NOW + 88_200, name: 'Cleo Client', email: 'cleo@corp.test', agentName: 'Ada Agent', calendar: 'googleCalendar', eventUrl: 'https://calendar.test/e/9', conversationId: null },
    ],
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('meetings resource', () => {
  it('lists the links sent with ids and the booked meetings in meta, from one call on the same path and query', async () => {
    const calls = stubApi({ 'GET /app/meetings': answer });
    const result = await dataProvider.getList('meetings', {
      filter: { span: 30, hours: null, tz: -60 },
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(result.data.map((r) => r.id)).toEqual([`41-${NOW - 3600}`, `42-${NOW - 7200}`]);
    expect(result.total).toBe(2);
    expect(result.meta).toEqual({ booked: answer.json.booked });
    const [call] = callsTo(calls, 'GET', '/app/meetings');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(call.query)).toEqual({ span: '30', tz: '-60' });
  });

  it('refuses writes: meetings are made in chat and on booking pages', async () => {
    await expect(dataProvider.delete('meetings', { id: '41-1' })).rejects.toThrow(/read-only/);
  });
});

describe('MeetingsPage', () => {
  it('fills both tables of one shape from one request', async () => {
    const calls = stubApi({ 'GET /app/meetings': answer });
    renderView(<MeetingsPage />, { resource: 'meetings', route: '/meetings', path: '/meetings' });
    await screen.findByText('Vera Visitor');
    const links = screen.getByRole('table', { name: 'Meetings' });
    const booked = screen.getByRole('table', { name: 'Booked meetings' });
    const headers = (t: HTMLElement) => within(t).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers(links)).toEqual(['When', 'Visitor', 'Agent', 'Source', 'Meeting', 'Conversation']);
    expect(headers(booked)).toEqual(['When', 'Visitor', 'Agent', 'Calendar', 'Conversation']);
    expect(within(links).getByRole('link', { name: 'Intro call' })).toHaveAttribute('href', 'https://cal.test/ada');
    expect(within(links).getByRole('link', { name: '#41' })).toHaveAttribute('href', '/inbox/41');
    expect(within(links).getByText('Bot calendar step')).toBeInTheDocument();
    expect(within(booked).getByText('Cleo Client')).toBeInTheDocument();
    expect(within(booked).getByText('Upcoming')).toBeInTheDocument();
    expect(within(booked).getByRole('link', { name: 'Google calendar' })).toHaveAttribute('href', 'https://calendar.test/e/9');
    expect(screen.getByText('2 meetings offered in chat')).toBeInTheDocument();
    const sent = callsTo(calls, 'GET', '/app/meetings');
    expect(sent).toHaveLength(1);
    expect(sent[0].query.get('span')).toBe('30');
    expect(sent[0].query.get('tz')).toBe(String(new Date().getTimezoneOffset()));
  });
});
