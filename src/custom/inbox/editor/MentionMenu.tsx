// The reply editor's @mention menu: the shared MentionMenu over useMemberSearch for what follows '@', above the
// caret (the composer sits at the bottom of the page).
import { MentionMenu as SharedMentionMenu, type MentionMenuProps as SharedProps } from '../../../ui/editor/MentionMenu';
import { useMemberSearch } from '../data';

export type MentionMenuProps = Pick<SharedProps, 'query' | 'rect' | 'onPick' | 'keys'>;

export function MentionMenu(props: MentionMenuProps) {
  const { users, isLoading } = useMemberSearch(props.query);
  const options = (users ?? []).map((u) => ({ id: String(u.id), label: u.name, secondary: u.email }));
  return <SharedMentionMenu {...props} label="Mention a team member" options={options} loading={isLoading} placement="top-start" />;
}
