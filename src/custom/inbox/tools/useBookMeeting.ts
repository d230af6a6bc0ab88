// Book meeting (spec §7): the server sends the agent's meeting link to the visitor as a calendar message, which
// arrives in the thread like any message. Without a link the server answers 'Calendar link is required' (toasted).
import { useCallback, useState } from 'react';
import { toolsApi } from '../../../providers/api/inboxTools';

export function useBookMeeting(conversationId: number, visitorId: string): { book(): Promise<void>; isBooking: boolean } {
  const [isBooking, setBooking] = useState(false);
  const book = useCallback(async () => {
    setBooking(true);
    try {
      await toolsApi.bookMeeting(conversationId, visitorId);
    } finally {
      setBooking(false);
    }
  }, [conversationId, visitorId]);
  return { book, isBooking };
}
