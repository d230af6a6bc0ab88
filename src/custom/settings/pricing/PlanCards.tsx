// The plans of src/domain/plans.ts side by side: the current one marked, an Upgrade button on each plan above it.
import { Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, List, ListItem, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import type { Feature } from '../../../domain/plans';
import { SETTINGS_UI } from '../labels';
import { FEATURE_LABELS, isHigherPlan, PLAN_ORDER } from '../upgrade/model';

const UI = SETTINGS_UI.pricing;

export interface PlanCardsProps {
  currentPlan: string;
  onUpgrade: (planId: string) => void;
  pendingPlan: string | null;
  /** Plans offering this feature are outlined (the prompt that opened the popup). */
  highlight?: Feature;
}

export function PlanCards({ currentPlan, onUpgrade, pendingPlan, highlight }: PlanCardsProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${PLAN_ORDER.length}, minmax(0, 1fr))`, gap: 2 }}>
      {PLAN_ORDER.map((plan) => {
        const current = plan.id === currentPlan;
        const outlined = highlight !== undefined && plan.features.includes(highlight) && !current;
        return (
          <Card
            key={plan.id}
            component="section"
            aria-label={plan.name}
            variant="outlined"
            sx={{ display: 'flex', flexDirection: 'column', borderColor: current || outlined ? 'primary.main' : undefined, borderWidth: current || outlined ? 2 : 1 }}
          >
            <CardContent sx={{ flexGrow: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography variant="h6" component="h3">
                  {plan.name}
                </Typography>
                {current && <Chip size="small" color="primary" label={UI.current} />}
              </Box>
              <Typography color="text.secondary">{UI.users(plan.userLimit)}</Typography>
              <List dense aria-label={`${plan.name}: ${UI.included}`}>
                {plan.features.map((f) => (
                  <ListItem key={f} disableGutters>
                    <CheckIcon fontSize="small" color="success" sx={{ mr: 1 }} />
                    {FEATURE_LABELS[f]}
                  </ListItem>
                ))}
              </List>
            </CardContent>
            {isHigherPlan(plan.id, currentPlan) && (
              <CardActions>
                <Button
                  variant="contained"
                  fullWidth
                  aria-label={`${UI.upgrade} to ${plan.name}`}
                  disabled={pendingPlan !== null}
                  startIcon={pendingPlan === plan.id ? <CircularProgress size={16} color="inherit" /> : undefined}
                  onClick={() => onUpgrade(plan.id)}
                >
                  {UI.upgrade}
                </Button>
              </CardActions>
            )}
          </Card>
        );
      })}
    </Box>
  );
}
