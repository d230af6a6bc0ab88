// The side navigation of the signed-in layout.
import { Menu } from 'react-admin';
import { useShellSession } from '../../ui/session/SessionContext';
import { visibleMenuEntries } from './menuEntries';

export function ShellMenu() {
  const session = useShellSession();
  const entries = session ? visibleMenuEntries(session.facts) : [];
  return (
    <Menu>
      {entries.map(({ to, label, icon: Icon }) => (
        <Menu.Item key={to} to={to} primaryText={label} leftIcon={<Icon />} />
      ))}
    </Menu>
  );
}
