// /settings/highlights: the Highlights builder (spec §3, §5, §6, §8). Groups in two categories on the left, the group's
// fields in the centre, the ordered selection (what agents see) on the right; templates to start from; the 15-field
// limit with '15/15 fields already selected'; pop-ups for groups the project lacks; Save answers
// 'Highlights Successfully Setup or Updated' and every open Highlights panel reloads.
import { useEffect, useMemo, useReducer } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetOne, useUpdate } from 'react-admin';
import { Alert, Box, Button, Chip, CircularProgress, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { HIGHLIGHTS_MAX_FIELDS } from '../../domain/constants';
import { countsOf, fieldIndex, type DoziSubscriptionPlan, type HighlightsAccess, type HighlightsTemplatesAnswer } from '../../domain/highlights';
import { canAccessPath } from '../../domain/permissions';
import { toast } from '../../providers/notifications';
import { Page, PageHeader } from '../../ui/layout/PageHeader';
import { usePageTitle } from '../../ui/layout/usePageTitle';
import { useShellSession } from '../../ui/session/SessionContext';
import { highlightsApi, highlightsKeys } from '../../providers/api/highlights';
import { HIGHLIGHTS_SETUP_ID, HIGHLIGHTS_SETUP_RESOURCE, type HighlightsSetupRecord } from '../../providers/highlightsSetupAdapter';
import { FieldPicker } from './FieldPicker';
import { GroupNav } from './GroupNav';
import { HL_UI } from './labels';
import { builderReducer, initialBuilder, saveBlocker, type BuilderContext } from './model';
import { NeedDialog } from './NeedDialog';
import { SelectedList } from './SelectedList';
import { TemplateStrip } from './TemplateStrip';

/** CRM connections from the templates answer; the subscription from GET app/details/dozi/subscription (spec §7) once
 *  it has answered, so a subscription granted meanwhile unlocks its groups (the templates' copy until then). */
const accessOf = (d: HighlightsTemplatesAnswer, subscription: DoziSubscriptionPlan | undefined): HighlightsAccess => ({
  hasSalesforce: d.hasSalesforce,
  hasHubspot: d.hasHubspot,
  hasIntent: subscription?.hasIntent ?? d.hasIntent,
  hasScoops: subscription?.hasScoops ?? d.hasScoops,
  hasTechnology: subscription?.hasTechnology ?? d.hasTechnology,
});
const SUBSCRIPTION_KEY = [...highlightsKeys.all, 'subscription'] as const;

export function HighlightsBuilderPage() {
  usePageTitle(HL_UI.area);
  // The project's setup is a react-admin record (src/providers/highlightsSetupAdapter.ts).
  const query = useGetOne<HighlightsSetupRecord>(HIGHLIGHTS_SETUP_RESOURCE, { id: HIGHLIGHTS_SETUP_ID }, { refetchOnWindowFocus: false, retry: false });
  const subscription = useQuery({ queryKey: SUBSCRIPTION_KEY, queryFn: highlightsApi.subscription, refetchOnWindowFocus: false });
  return (
    <Page maxWidth={1600}>
      {query.isLoading && <CircularProgress aria-label="Loading Highlights" />}
      {query.isError && <Alert severity="error">{HL_UI.loadFailed}</Alert>}
      {query.data && <Builder data={query.data} subscription={subscription.data} />}
    </Page>
  );
}

function Builder({ data, subscription }: { data: HighlightsSetupRecord; subscription: DoziSubscriptionPlan | undefined }) {
  const client = useQueryClient();
  const [update, { isPending: saving }] = useUpdate<HighlightsSetupRecord>();
  const flat = useShellSession()?.facts.flat;
  const readOnly = flat ? !canAccessPath(flat, 'settings.widgetSettings', 'write') : false;
  const ctx: BuilderContext = useMemo(() => ({ index: fieldIndex(data.fields), access: accessOf(data, subscription) }), [data, subscription]);
  const reducer = useMemo(() => builderReducer(ctx), [ctx]);
  const [state, dispatch] = useReducer(reducer, data.selected, initialBuilder);
  useEffect(() => dispatch({ type: 'load', selected: data.selected }), [data.selected]);

  const counts = countsOf(state.selected, ctx.index);
  const group = data.menu.flatMap((c) => c.groups).find((g) => g.group === state.group)!;
  const selectedKeys = useMemo(() => new Set(state.selected.map((s) => s.key)), [state.selected]);
  const blocker = saveBlocker(state, ctx);
  const full = state.selected.length >= HIGHLIGHTS_MAX_FIELDS;

  const save = async () => {
    try {
      const answer = await update(
        HIGHLIGHTS_SETUP_RESOURCE,
        { id: HIGHLIGHTS_SETUP_ID, data: { selected: state.selected }, previousData: data },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      if (!answer) return;
      if (answer.message) toast.success(answer.message);
      dispatch({ type: 'saved', selected: answer.selected });
      // Spec §4 "Highlights saved": the setup state flips (react-admin's cache took the answer) and the panel reloads.
      await client.invalidateQueries({ queryKey: highlightsKeys.all });
    } catch {
      // httpClient has toasted the reason.
    }
  };

  return (
    <>
      <PageHeader
        title={HL_UI.heading}
        area={HL_UI.area}
        subtitle={HL_UI.intro}
        actions={
          <>
            {data.isHighlightsSetup && !state.dirty && <Chip size="small" color="success" variant="outlined" icon={<CheckCircleOutlineIcon />} label="Set up" />}
            <Paper variant="outlined" sx={{ borderRadius: 3, px: 2, py: 1.25, display: 'flex', alignItems: 'center', gap: 2, minWidth: { sm: 380 } }}>
              <Box sx={{ flex: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} aria-live="polite">
                  {HL_UI.counter(state.selected.length, HIGHLIGHTS_MAX_FIELDS)}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={(state.selected.length / HIGHLIGHTS_MAX_FIELDS) * 100}
                  color={full ? 'warning' : 'primary'}
                  sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
                  aria-hidden
                />
              </Box>
              {!readOnly && (
                <Button variant="contained" disableElevation disabled={!state.dirty || blocker !== null || saving} onClick={() => void save()}>
                  {saving ? HL_UI.saving : HL_UI.save}
                </Button>
              )}
            </Paper>
          </>
        }
      />
      <Stack spacing={3}>
        {readOnly && <Alert severity="info">{HL_UI.readOnly}</Alert>}
        {state.limitMessage && (
          <Alert severity="warning" role="alert">
            {state.limitMessage}
          </Alert>
        )}
        {state.template && state.template.skipped > 0 && <Alert severity="info">{HL_UI.skipped(state.template.name, state.template.skipped)}</Alert>}
        {blocker && state.selected.length > 0 && <Alert severity="warning">{HL_UI.unavailableNote}</Alert>}

        <TemplateStrip templates={data.templates} readOnly={readOnly} onUse={(template) => dispatch({ type: 'template', template })} />

        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '190px minmax(0, 1fr) 330px', xl: '240px minmax(0, 1fr) 380px' }, alignItems: 'start' }}>
          <GroupNav menu={data.menu} counts={counts} access={ctx.access} active={state.group} onSelect={(g) => dispatch({ type: 'group', group: g })} />
          <FieldPicker
            group={group}
            access={ctx.access}
            selectedKeys={selectedKeys}
            readOnly={readOnly}
            onToggle={(key) => dispatch({ type: 'toggle', key })}
            onNeed={() => group.needs && dispatch({ type: 'need', need: group.needs })}
          />
          <SelectedList
            selected={state.selected}
            index={ctx.index}
            access={ctx.access}
            readOnly={readOnly}
            onMove={(from, to) => dispatch({ type: 'move', from, to })}
            onRemove={(key) => dispatch({ type: 'remove', key })}
            onClear={() => dispatch({ type: 'clear' })}
          />
        </Box>
        {state.need && <NeedDialog need={state.need} onClose={() => dispatch({ type: 'closeNeed' })} />}
      </Stack>
    </>
  );
}
