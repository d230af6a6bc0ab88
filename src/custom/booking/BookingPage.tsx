// /meet/:key — an agent's public booking page (the link the inbox's Book meeting and the bot's calendar step send when
// the agent has connected a calendar). Days and times in the visitor's timezone; the slots are the agent's
// availability minus their calendar's busy times; booking puts the meeting in their calendar and invites the visitor.
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Avatar, Box, Button, Card, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import PublicIcon from '@mui/icons-material/Public';
import { useQuery } from '@tanstack/react-query';
import { ValidationError } from 'yup';
import { BOOKING_MSG, bookingSchema, type BookedMeeting } from '../../domain/meetings/booking';
import { PRODUCT_NAME } from '../../domain/constants';
import { ApiError } from '../../providers/api/booking';
import { bookingApi } from '../../providers/api/booking';
import { groupByDay, longWhen, viewerTimezone } from './model';
import { ParleyLogo } from '../layout/ParleyLogo';

type Fields = { name?: string; email?: string };

export function BookingPage() {
  const { key = '' } = useParams();
  const [search] = useSearchParams();
  const timezone = useMemo(viewerTimezone, []);
  const conversation = search.get('c');
  const page = useQuery({ queryKey: ['booking', key, conversation], queryFn: () => bookingApi.page(key, conversation), retry: false });
  const days = useMemo(() => groupByDay(page.data?.slots ?? [], timezone), [page.data, timezone]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const [start, setStart] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<BookedMeeting | null>(null);

  const day = days.find((d) => d.key === dayKey) ?? days[0];
  // What the visitor already told us in the conversation fills the form (they can still change it).
  const known = page.data?.visitor;
  useEffect(() => {
    if (!known) return;
    setName((n) => n || known.name);
    setEmail((e) => e || known.email);
  }, [known]);

  const submit = async () => {
    setFailure(null);
    const input = { name, email, start, conversation, timezone };
    try {
      await bookingSchema.validate(input, { abortEarly: false });
      setErrors({});
    } catch (err) {
      if (err instanceof ValidationError) {
        const next: Fields = {};
        for (const e of err.inner) if (e.path === 'name' || e.path === 'email') next[e.path] ??= e.message;
        if (err.inner.some((e) => e.path === 'start')) setFailure(BOOKING_MSG.slotRequired);
        setErrors(next);
        return;
      }
      throw err;
    }
    setSending(true);
    try {
      setBooked(await bookingApi.book(key, { name: name.trim(), email: email.trim(), start: start!, conversation, timezone }));
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : BOOKING_MSG.slotTaken);
      if (err instanceof ApiError && err.status === 409) {
        setStart(null);
        await page.refetch();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center', justifyContent: { md: 'center' }, p: { xs: 1, md: 4 } }}>
      <ParleyLogo size={28} />
      <Card component="main" elevation={0} sx={{ width: '100%', maxWidth: 960, borderRadius: 3, border: 1, borderColor: 'divider', display: 'flex', flexDirection: { xs: 'column', md: 'row' }, overflow: 'hidden' }}>
        {page.isPending ? (
          <Box sx={{ p: 6, mx: 'auto' }}>
            <CircularProgress aria-label="Loading available times" />
          </Box>
        ) : !page.data ? (
          <Box sx={{ p: 6, textAlign: 'center', mx: 'auto' }}>
            <EventAvailableOutlinedIcon color="disabled" sx={{ fontSize: 48 }} />
            <Typography variant="h6" component="h1" sx={{ mt: 1 }}>
              {page.error instanceof ApiError && page.error.status !== 404 ? page.error.message : BOOKING_MSG.noCalendar}
            </Typography>
          </Box>
        ) : (
          <>
            <Box
              component="aside"
              sx={(t) => ({ flexShrink: 0, p: 3, borderBottom: `1px solid ${t.palette.divider}`, [t.breakpoints.up('md')]: { width: 300, borderBottom: 'none', borderRight: `1px solid ${t.palette.divider}` } })}
            >
              <Avatar src={page.data.host.avatar ?? undefined} sx={{ width: 56, height: 56, mb: 1.5, bgcolor: 'primary.main' }}>
                {page.data.host.name.slice(0, 1)}
              </Avatar>
              <Typography color="text.secondary">{page.data.project}</Typography>
              <Typography variant="h5" component="h1" fontWeight={700} sx={{ mb: 2 }}>
                Meet {page.data.host.name}
              </Typography>
              <Stack spacing={1} color="text.secondary">
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <ScheduleIcon fontSize="small" /> {page.data.minutes} min
                </Box>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <PublicIcon fontSize="small" /> Times in {timezone}
                </Box>
              </Stack>
              <Typography variant="caption" color="text.disabled" component="p" sx={{ mt: 4 }}>
                Scheduling by {PRODUCT_NAME}
              </Typography>
            </Box>
            <Box sx={{ flex: 1, p: 3, minWidth: 0 }}>
              {booked ? (
                <Box role="status" sx={{ textAlign: 'center', py: 6 }}>
                  <EventAvailableOutlinedIcon color="success" sx={{ fontSize: 56 }} />
                  <Typography variant="h5" component="h2" fontWeight={700} sx={{ mt: 1 }}>
                    {BOOKING_MSG.booked}
                  </Typography>
                  <Typography sx={{ mt: 1 }}>
                    With {booked.host}, {longWhen(booked.start, timezone)}.
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    A calendar invitation is on its way to {email.trim()}.
                  </Typography>
                </Box>
              ) : page.data.meetingLink ? (
                // The host no longer books through a connected calendar: their own scheduling page instead.
                <Box sx={{ textAlign: 'center', py: 6 }}>
                  <Typography variant="h6" component="h2">
                    {page.data.host.name} now schedules meetings on their own booking page
                  </Typography>
                  <Button variant="contained" href={page.data.meetingLink} rel="noopener noreferrer" sx={{ mt: 2 }}>
                    Pick a time with {page.data.host.name}
                  </Button>
                </Box>
              ) : days.length === 0 ? (
                <Box sx={{ textAlign: 'center', py: 6 }}>
                  <Typography variant="h6" component="h2">
                    No free times in the next two weeks
                  </Typography>
                  <Typography color="text.secondary">Please reply in the chat and we will find a time with you.</Typography>
                </Box>
              ) : (
                <>
                  <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                    Pick a day
                  </Typography>
                  <Box role="tablist" aria-label="Days" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pb: 1 }}>
                    {days.map((d) => {
                      const selected = d.key === day?.key;
                      return (
                        <Button
                          key={d.key}
                          role="tab"
                          aria-selected={selected}
                          variant={selected ? 'contained' : 'outlined'}
                          onClick={() => {
                            setDayKey(d.key);
                            setStart(null);
                          }}
                          sx={{ flexDirection: 'column', minWidth: 76, py: 1, textTransform: 'none', lineHeight: 1.3 }}
                        >
                          <span>{d.weekday}</span>
                          <strong>{d.date}</strong>
                        </Button>
                      );
                    })}
                  </Box>
                  <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
                    Available times
                  </Typography>
                  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
                    {day?.slots.map((s) => (
                      <Button key={s.start} variant={s.start === start ? 'contained' : 'outlined'} aria-pressed={s.start === start} onClick={() => setStart(s.start)}>
                        {s.label}
                      </Button>
                    ))}
                  </Box>
                  {start !== null && (
                    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())} sx={{ mt: 3, display: 'grid', gap: 2, maxWidth: 440 }}>
                      <Typography fontWeight={600}>{longWhen(start, timezone)}</Typography>
                      <TextField label="Your name" value={name} onChange={(e) => setName(e.target.value)} error={Boolean(errors.name)} helperText={errors.name} size="small" autoComplete="name" />
                      <TextField label="Work email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={Boolean(errors.email)} helperText={errors.email} size="small" autoComplete="email" />
                      <Box>
                        <Button type="submit" variant="contained" disabled={sending}>
                          {sending ? 'Booking…' : 'Book meeting'}
                        </Button>
                      </Box>
                    </Box>
                  )}
                  {failure && (
                    <Typography role="alert" color="error" sx={{ mt: 2 }}>
                      {failure}
                    </Typography>
                  )}
                </>
              )}
            </Box>
          </>
        )}
      </Card>
    </Box>
  );
}
