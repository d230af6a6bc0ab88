// The meeting page's availability wording (ours: the spec names the setting, not its labels).
export const MEETING_UI = {
  availability: 'Meeting availability',
  availabilityHint: 'The times visitors may book a meeting with you, in your timezone. A day without times is not bookable.',
  timezone: 'Availability timezone',
  saveAvailability: 'Save availability',
} as const;
