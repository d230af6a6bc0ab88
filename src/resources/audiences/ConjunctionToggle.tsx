// AND / OR: how the rules of a group, or the groups, combine.
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { CONJUNCTIONS, type Conjunction } from '../../domain/audience/model';

export function ConjunctionToggle({ value, onChange, label }: { value: Conjunction; onChange: (c: Conjunction) => void; label: string }) {
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_e, next: Conjunction | null) => next && onChange(next)} aria-label={label}>
      {CONJUNCTIONS.map((c) => (
        <ToggleButton key={c} value={c} sx={{ px: 1.5, py: 0.25 }}>
          {c}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
