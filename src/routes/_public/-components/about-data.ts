// The About page's copy. Locations are the spec's sample list; they move to the clubs table when it is public.
export const VALUES = [
  { title: 'Community', text: 'Clubs are meeting places. We build leagues, socials and mixers so nobody plays alone.' },
  { title: 'Excellence', text: 'Panoramic glass courts, pro-grade turf and lighting, maintained every single day.' },
  { title: 'Innovation', text: 'Booking that works courtside with a poor signal, live rankings and fair matchmaking.' },
] as const

export const FACILITIES = [
  { title: 'Indoor Courts', text: 'Climate-controlled halls for play in any season, with tournament-grade glass.' },
  { title: 'Clubhouse & Lounge', text: 'Changing rooms, a café and a lounge to watch the next match.' },
  { title: 'Training Academy', text: 'Coaching for every level, from first rally to competition.' },
] as const

export const LOCATIONS = [
  { city: 'Madrid', country: 'Spain', courts: 12 },
  { city: 'Barcelona', country: 'Spain', courts: 8 },
  { city: 'London', country: 'United Kingdom', courts: 6 },
  { city: 'Paris', country: 'France', courts: 10 },
  { city: 'Berlin', country: 'Germany', courts: 4 },
  { city: 'Rome', country: 'Italy', courts: 7 },
] as const
