export { BookingPage } from './BookingPage';
