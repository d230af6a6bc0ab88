// A group of rules joined by AND or OR.
import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Conjunction } from '../../domain/audience/model';
import { rulePath, type AudienceErrors, type DraftGroup, type DraftRule } from './builderModel';
import { ConjunctionToggle } from './ConjunctionToggle';
import { RuleRow } from './RuleRow';

export interface RuleGroupCardProps {
  group: DraftGroup;
  index: number;
  errors: AudienceErrors;
  onRuleChange: (ri: number, rule: DraftRule) => void;
  onAddRule: () => void;
  onRemoveRule: (ri: number) => void;
  onConjunction: (c: Conjunction) => void;
  onRemove?: () => void;
}

export function RuleGroupCard({ group, index, errors, onRuleChange, onAddRule, onRemoveRule, onConjunction, onRemove }: RuleGroupCardProps) {
  const groupError = errors[`groups[${index}].rules`];
  return (
    <Card variant="outlined" component="section" aria-label={`Group ${index + 1}`}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="subtitle2">Group {index + 1}: match</Typography>
          <ConjunctionToggle value={group.conjunction} onChange={onConjunction} label={`Group ${index + 1} conjunction`} />
          <Typography variant="body2" color="text.secondary">
            {group.conjunction === 'AND' ? 'all of these rules' : 'any of these rules'}
          </Typography>
          {onRemove && (
            <Button size="small" color="error" onClick={onRemove} sx={{ ml: 'auto' }}>
              Remove group
            </Button>
          )}
        </Stack>
        {groupError && <Alert severity="error" sx={{ mb: 1 }}>{groupError}</Alert>}
        {group.rules.map((rule, ri) => {
          const path = rulePath(index, ri);
          const fieldError = errors[`${path}.field`];
          return (
            <RuleRow
              key={ri}
              index={ri}
              rule={rule}
              onChange={(r) => onRuleChange(ri, r)}
              onRemove={group.rules.length > 1 ? () => onRemoveRule(ri) : undefined}
              // Without a field the operator has nothing to be judged by: only the field's message shows.
              errors={{ field: fieldError, operator: fieldError ? undefined : errors[`${path}.operator`], value: errors[`${path}.value`] }}
            />
          );
        })}
        <Button size="small" startIcon={<AddIcon />} onClick={onAddRule} sx={{ mt: 1 }}>
          Add rule
        </Button>
      </CardContent>
    </Card>
  );
}
