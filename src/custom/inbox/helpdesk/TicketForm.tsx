// Tab 0: a ticket (Zendesk) or case (Service Cloud) from the open conversation. Subject and description start from
// the conversation (the agent may edit them), the requester is the visitor; the shared yup schema checks the form
// before the call, and success shows spec §8's toast with the provider's id.
import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { ValidationError } from 'yup';
import { createdText } from '../../../domain/helpdesk/messages';
import type { HelpdeskId } from '../../../domain/helpdesk/providers';
import { DESCRIPTION_MAX, SUBJECT_MAX, ticketSchema } from '../../../domain/helpdesk/schemas';
import { INBOX_MSG } from '../../../domain/inbox/messages';
import type { ConversationDetail, Message } from '../../../domain/inbox/types';
import { toast } from '../../../providers/notifications';
import { helpdeskApi } from '../../../providers/api/helpdesk';
import { HELPDESK_UI } from './labels';
import { ticketDraft, type TicketDraft } from './model';

type Errors = Partial<Record<keyof TicketDraft, string>>;

export function TicketForm({ helpdesk, detail, messages, canCreate = true }: { helpdesk: HelpdeskId; detail: ConversationDetail; messages: readonly Message[]; canCreate?: boolean }) {
  const [draft, setDraft] = useState<TicketDraft>(() => ticketDraft(detail, messages));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const set = (k: keyof TicketDraft) => (e: React.ChangeEvent<HTMLInputElement>) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  const submit = async () => {
    let body;
    try {
      body = await ticketSchema.validate({ conversationId: detail.conversationId, ...draft }, { abortEarly: false, stripUnknown: true });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      setErrors(Object.fromEntries(err.inner.map((e) => [e.path, e.message])) as Errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await helpdeskApi.createTicket(helpdesk, body);
      const id = answer.ticketId ?? answer.caseId ?? '';
      setCreated(id);
      toast.success(createdText(helpdesk, id));
    } catch {
      // httpClient showed the error toast with §8's text.
    } finally {
      setBusy(false);
    }
  };

  const name = detail.visitor.name.trim() || INBOX_MSG.siteVisitor;
  return (
    <Stack spacing={1.5} component="form" noValidate aria-label={HELPDESK_UI.create[helpdesk]} onSubmit={(e) => (e.preventDefault(), void submit())}>
      <TextField
        label={HELPDESK_UI.subject}
        size="small"
        value={draft.subject}
        onChange={set('subject')}
        error={!!errors.subject}
        helperText={errors.subject}
        slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }}
      />
      <TextField
        label={HELPDESK_UI.description}
        size="small"
        multiline
        minRows={4}
        maxRows={6}
        value={draft.description}
        onChange={set('description')}
        error={!!errors.description}
        helperText={errors.description ?? HELPDESK_UI.descriptionHelp}
        slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
      />
      <Typography variant="caption" color="text.secondary">
        {HELPDESK_UI.requester}: {name}
      </Typography>
      <TextField
        label={HELPDESK_UI.requesterEmail}
        size="small"
        type="email"
        value={draft.requesterEmail}
        onChange={set('requesterEmail')}
        error={!!errors.requesterEmail}
        helperText={errors.requesterEmail ?? (draft.requesterEmail ? undefined : HELPDESK_UI.noEmail)}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={busy || !canCreate}>
          {busy ? HELPDESK_UI.creating : HELPDESK_UI.create[helpdesk]}
        </Button>
        <Button size="small" onClick={() => setDraft(ticketDraft(detail, messages))} disabled={busy}>
          {HELPDESK_UI.refill}
        </Button>
      </Stack>
      {!canCreate && (
        <Typography variant="caption" color="text.secondary">
          {HELPDESK_UI.needsWrite}
        </Typography>
      )}
      {created && (
        <Typography variant="caption" color="text.secondary" data-testid={`${helpdesk}-created`}>
          {HELPDESK_UI.lastCreated(created)}
        </Typography>
      )}
    </Stack>
  );
}
