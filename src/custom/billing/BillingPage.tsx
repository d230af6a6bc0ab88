// /billing: the current plan, its limits (users, the features of spec §6 gating) with this month's usage, and the
// upgrade request of the pricing page (POST app/pricing/upgrade/subscription, then the confirmation).
import { Alert, Box, Card, CardContent, Chip, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useQuery } from '@tanstack/react-query';
import { FEATURES, PLANS, type Feature } from '../../domain/plans';
import { Page, PageHeader } from '../../ui/layout/PageHeader';
import { GotYourBackModal } from '../settings/pricing/GotYourBackModal';
import { PlanCards } from '../settings/pricing/PlanCards';
import { useUpgradeFlow } from '../settings/pricing/useUpgradeFlow';
import { FEATURE_LABELS } from '../settings/upgrade';
import { billingApi } from '../../providers/api/billing';

function UsageBar({ label, used, limit }: { label: string; used: number; limit: number }) {
  const share = limit > 0 ? Math.min(100, (used / limit) * 100) : 0;
  return (
    <Box aria-label={label} role="group">
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {used} of {limit}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={share} color={share >= 100 ? 'error' : share >= 80 ? 'warning' : 'primary'} sx={{ height: 8, borderRadius: 4, mt: 0.5 }} />
      {share >= 100 && (
        <Typography variant="caption" color="error.main">
          Your plan allows {limit} users: upgrade to invite more.
        </Typography>
      )}
    </Box>
  );
}

export function BillingPage() {
  const usage = useQuery({ queryKey: ['billing', 'usage'], queryFn: billingApi.usage });
  const flow = useUpgradeFlow();
  const u = usage.data;
  const month = u ? new Date(u.usage.since * 1000).toLocaleDateString(undefined, { month: 'long', year: 'numeric' }) : '';
  return (
    <Page maxWidth={1200}>
      <PageHeader title="Billing" />
      {usage.isError && <Alert severity="error">{(usage.error as Error).message}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2, mb: 3 }}>
        <Card variant="outlined" component="section" aria-label="Current plan">
          <CardContent>
            <Typography variant="overline" color="text.secondary">
              Current plan
            </Typography>
            {u ? (
              <>
                <Typography variant="h4" component="p" sx={{ fontWeight: 600, mb: 2 }}>
                  {u.planName}
                </Typography>
                <Stack spacing={2}>
                  <UsageBar label="Users" used={u.usage.users} limit={u.userLimit} />
                  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
                    {[
                      [`Conversations in ${month}`, u.usage.conversations],
                      ['Bot flows', u.usage.flows],
                      ['Audiences', u.usage.audiences],
                    ].map(([label, value]) => (
                      <Box key={label}>
                        <Typography variant="h6" component="p">
                          {Number(value).toLocaleString()}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {label}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                </Stack>
              </>
            ) : (
              <Skeleton height={140} />
            )}
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-label="Features">
          <CardContent>
            <Typography variant="overline" color="text.secondary">
              Features of your plan
            </Typography>
            {u ? (
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, mt: 1 }}>
                {FEATURES.map((f: Feature) => {
                  const on = u.features.includes(f);
                  const lowest = Object.values(PLANS).find((p) => p.features.includes(f));
                  return (
                    <Box key={f} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: on ? 'text.primary' : 'text.secondary' }}>
                      {on ? <CheckCircleIcon fontSize="small" color="success" /> : <LockOutlinedIcon fontSize="small" />}
                      <Typography variant="body2">
                        {FEATURE_LABELS[f]}
                      </Typography>
                      {!on && lowest && <Chip size="small" label={lowest.name} variant="outlined" />}
                    </Box>
                  );
                })}
              </Box>
            ) : (
              <Skeleton height={140} />
            )}
          </CardContent>
        </Card>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Plans
      </Typography>
      <PlanCards currentPlan={u?.plan ?? ''} onUpgrade={(id) => void flow.upgrade(id)} pendingPlan={flow.pendingPlan} />
      <GotYourBackModal answer={flow.confirmation} onClose={flow.closeConfirmation} />
    </Page>
  );
}
