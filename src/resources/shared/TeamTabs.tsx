// Tabs across the top of the users, teams and roles lists: one Team area, each tab its own URL.
import { Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useShellSession } from '../../ui/session/SessionContext';
import { teamAreaTabs } from './teamArea';

export function TeamTabs() {
  const session = useShellSession();
  const { pathname } = useLocation();
  const tabs = teamAreaTabs(session?.facts.flat ?? null);
  const current = tabs.find((t) => pathname === t.path || pathname.startsWith(`${t.path}/`))?.path ?? false;
  return (
    <Tabs value={current} aria-label="Team" sx={{ mb: 1 }}>
      {tabs.map((t) => (
        <Tab key={t.path} value={t.path} label={t.label} component={Link} to={t.path} />
      ))}
    </Tabs>
  );
}
