export { MeetingsPage } from './MeetingsPage';
